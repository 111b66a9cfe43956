import { formatVatNumber, type VatNumber } from '../../../domain/vat/vat-number.js';
import type { VatNumberCheck, VatNumberRegistry } from '../vat-number-registry.port.js';
import { vatCustomers } from '../vat-customer.js';

/** VIES in memory: numbers are confirmed unless listed as not registered, or the service is "down". */
export class FakeVatNumberRegistry implements VatNumberRegistry {
  readonly notRegistered = new Set<string>();
  available = true;
  readonly asked: string[] = [];

  async check(vatNumber: VatNumber): Promise<VatNumberCheck> {
    const formatted = formatVatNumber(vatNumber);
    this.asked.push(formatted);
    if (!this.available) return { status: 'unavailable', reason: 'fake outage' };
    if (this.notRegistered.has(formatted)) return { status: 'not_registered', checkedAt: '2026-11-25T10:00:00.000Z' };
    return { status: 'confirmed', consultationNumber: `FAKE-${formatted}`, checkedAt: '2026-11-25T10:00:00.000Z', registeredName: null };
  }
}

/** The VAT context of use-case tests: OSS on, a fixed day, the fake registry. */
export const fakeVatContext = (registry = new FakeVatNumberRegistry()) => ({
  ossEnabled: true,
  now: () => new Date('2026-11-25T10:00:00.000Z'),
  registry,
  customers: vatCustomers(registry),
});
