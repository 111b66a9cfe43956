import type { VatNumberCheck, VatNumberRegistry } from '../../application/vat/vat-number-registry.port.js';
import { formatVatNumber, type VatNumber } from '../../domain/vat/vat-number.js';

/**
 * The offline stand-in for VIES (the default, so the shop works without the
 * network): a number that passed the format and check digits is confirmed,
 * except the ones listed as not registered; mode `unavailable` answers every
 * check as an outage. Its consultation numbers start with OFFLINE- and are no legal proof.
 */
export class OfflineViesRegistry implements VatNumberRegistry {
  private readonly notRegistered: ReadonlySet<string>;

  constructor(
    notRegistered: readonly string[],
    private readonly available: boolean,
    private readonly now: () => Date,
  ) {
    this.notRegistered = new Set(notRegistered);
  }

  async check(vatNumber: VatNumber): Promise<VatNumberCheck> {
    if (!this.available) return { status: 'unavailable', reason: 'VIES is switched to unavailable (VIES=unavailable)' };
    const formatted = formatVatNumber(vatNumber);
    const checkedAt = this.now().toISOString();
    if (this.notRegistered.has(formatted)) return { status: 'not_registered', checkedAt };
    return { status: 'confirmed', consultationNumber: `OFFLINE-${formatted}-${checkedAt.slice(0, 10).replace(/-/g, '')}`, checkedAt, registeredName: null };
  }
}
