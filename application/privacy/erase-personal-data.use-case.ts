import { PRIVACY_MESSAGES, stillOpenMessage } from '../../domain/privacy/privacy-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { FileStorage } from '../files/file-storage.port.js';
import { conflict, type ApplicationError } from '../shared/application-error.js';
import type { ErasureCounts, PersonalDataStore } from './personal-data-store.port.js';
import { requestedEmail } from './privacy-email.js';

export interface ErasureReport {
  readonly email: string;
  readonly counts: ErasureCounts;
  /** Invoices (and credit notes) kept for their legal period (VAT Code art. 60 §4). */
  readonly invoicesKept: number;
  /** Files whose record is gone but whose deletion failed (left in storage; logged by the caller). */
  readonly failedFileKeys: readonly string[];
}

/**
 * `privacy erase --email E` and the admin's Privacy screen (GDPR art. 17): removes or anonymises,
 * in one transaction, what the law does not require to keep (docs/privacy.md); invoices stay, whole
 * and downloadable, for their legal period. Refused (409) for an admin's account (staff, not a customer)
 * and while an order is open or a rental runs: the shop still needs the address for them. The check
 * and the erasure are one transaction of the store, so an order placed meanwhile is seen, never anonymised.
 */
export const erasePersonalData =
  (deps: { readonly store: PersonalDataStore; readonly files: FileStorage }) =>
  async (email: unknown, by: string): Promise<Result<ErasureReport, ApplicationError>> => {
    const address = requestedEmail(email);
    if (!address.ok) return address;
    const attempt = await deps.store.erase(address.value, by);
    if (attempt.kind === 'admin') return err(conflict(PRIVACY_MESSAGES.adminNotErased));
    if (attempt.kind === 'still-open') return err(conflict(stillOpenMessage(attempt.openOrders, attempt.runningRentals)));
    const { outcome } = attempt;
    const results = await Promise.allSettled(outcome.fileKeys.map((key) => deps.files.delete(key)));
    return ok({
      email: address.value,
      counts: outcome.counts,
      invoicesKept: attempt.invoicesKept,
      failedFileKeys: outcome.fileKeys.filter((_key, index) => results[index]?.status === 'rejected'),
    });
  };
