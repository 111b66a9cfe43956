import { parseInvoiceNumber } from '../../domain/invoices/invoice-number.js';
import { rentalNoticeEmail } from '../../domain/rentals/rental-emails.js';
import { nextPeriodStart } from '../../domain/rentals/rental-periods.js';
import { checkNotice, checkNoticeCount } from '../../domain/rentals/rental-rules.js';
import { rentalTransition } from '../../domain/rentals/rental-state.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { InvoiceArchive } from '../invoices/invoice-archive.port.js';
import type { DocumentFiles } from '../invoices/document-files.port.js';
import type { InvoiceFile, InvoiceFormat } from '../../domain/invoices/invoice-file.js';
import { NO_UBL_FOR_CONSUMER } from '../invoices/invoice-file-messages.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import { bodyField, factsOf, isRentalToken, linkStillOpens, refused, RENTAL_LINK_EXPIRED, RENTAL_NOT_FOUND, todayOf } from './rental-access.js';
import type { RentalContract } from './rental-contract.js';
import { rentalMailing, toCustomer } from './rental-mail.js';
import type { RentalContext } from './rental-settings.js';
import type { RentalStore } from './rental-store.port.js';
import { rentalView, type RentalView } from './rental-view.js';

export interface CustomerRentalDeps {
  readonly store: RentalStore;
  readonly context: RentalContext;
}

/** The contract a link opens: none for a wrong token; closed, as ended, once the rent was settled RENTAL_LINK_DAYS ago. */
const byToken = async (deps: CustomerRentalDeps, token: string): Promise<Result<RentalContract, ApplicationError>> => {
  const contract = isRentalToken(token) ? await deps.store.findByLink(deps.context.tokens.hashOf(token)) : null;
  if (contract === null) return err(RENTAL_NOT_FOUND);
  return linkStillOpens(contract, deps.context) ? ok(contract) : err(RENTAL_LINK_EXPIRED);
};

/** `GET /api/rentals/{token}`: the customer's rental page (any link sent for the contract opens it). */
export const getRental =
  (deps: CustomerRentalDeps) =>
  async (token: string): Promise<Result<RentalView, ApplicationError>> => {
    const contract = await byToken(deps, token);
    return contract.ok ? ok(rentalView(contract.value, todayOf(deps.context), deps.context.settings)) : contract;
  };

/** The numbers of the documents of a contract: its periods' invoices (period 1: the order's) and credit notes. */
export const documentNumbersOf = (contract: RentalContract): ReadonlySet<string> =>
  new Set(contract.periods.flatMap((period) => (period.creditNoteNumber === null ? [period.invoiceNumber] : [period.invoiceNumber, period.creditNoteNumber])));

/** `GET /api/rentals/{token}/documents/{number}.pdf|.xml`: only a document of the contract the link opens. */
export const getRentalDocument =
  (deps: CustomerRentalDeps & { readonly archive: Pick<InvoiceArchive, 'findDocument'>; readonly files: DocumentFiles }) =>
  async (token: string, number: string, format: InvoiceFormat): Promise<Result<InvoiceFile, ApplicationError>> => {
    if (parseInvoiceNumber(number) === null) return err(RENTAL_NOT_FOUND);
    const contract = await byToken(deps, token);
    if (!contract.ok) return contract;
    if (!documentNumbersOf(contract.value).has(number)) return err(RENTAL_NOT_FOUND);
    const document = await deps.archive.findDocument(number);
    if (document === null) return err(RENTAL_NOT_FOUND);
    const file = await deps.files(document, format);
    return file === null ? err(notFound(NO_UBL_FOR_CONSUMER)) : ok(file);
  };

/**
 * `POST /api/rentals/{token}/notice {pickupDate}`: the customer gives notice (or moves the pick-up
 * day): checked on the contract as it is once locked, the pick-up day set, later periods no longer
 * invoiced from it, a confirmation emailed (at most RENTAL_NOTICES_PER_DAY a day) whose link takes
 * the place of the previous notice's. A refused date writes nothing.
 */
export const giveRentalNotice =
  (deps: CustomerRentalDeps) =>
  async (token: string, body: unknown): Promise<Result<RentalView, ApplicationError>> => {
    const found = await byToken(deps, token);
    if (!found.ok) return found;
    const { context } = deps;
    const today = todayOf(context);
    const outcome = await deps.store.withContract(found.value.id, async (contract, tx): Promise<Result<null, ApplicationError>> => {
      const checked = checkNotice(factsOf(contract), bodyField(body, 'pickupDate'), { today, noticeDays: context.settings.noticeDays });
      if (!checked.ok) return err(refused(checked.error));
      const noticesToday = contract.customerNotices.day === today ? contract.customerNotices.count : 0;
      const allowance = checkNoticeCount(noticesToday, context.settings.noticesPerDay);
      if (!allowance.ok) return err(refused(allowance.error));
      const delivery = contract.delivery ?? checked.value;
      const now = context.now();
      await tx.update({
        state: rentalTransition(contract.state, 'notice') ?? contract.state,
        delivery: contract.delivery,
        pickup: checked.value,
        noticeGivenAt: now,
        noticeBy: 'customer',
        endedAt: null,
        nextPeriodIndex: contract.nextPeriodIndex,
        nextPeriodStart: nextPeriodStart({ delivery, pickup: checked.value }, contract.nextPeriodIndex),
      });
      const mailing = rentalMailing(context, contract.terms);
      await tx.recordCustomerNotice({ day: today, count: noticesToday + 1, linkHash: mailing.linkHash });
      await tx.enqueueEmails([toCustomer(contract.terms, rentalNoticeEmail(mailing.email, checked.value), `rental-notice:${contract.id}:${checked.value}:${now.toISOString()}`)]);
      return ok(null);
    });
    if (outcome === null) return err(RENTAL_NOT_FOUND);
    if (!outcome.ok) return outcome;
    const updated = await deps.store.findById(found.value.id);
    return updated === null ? err(RENTAL_NOT_FOUND) : ok(rentalView(updated, today, context.settings));
  };
