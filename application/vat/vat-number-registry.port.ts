import type { VatNumber } from '../../domain/vat/vat-number.js';

/** What VIES answered. A registry never throws: an outage is `unavailable`. */
export type VatNumberCheck =
  | { readonly status: 'confirmed'; readonly consultationNumber: string | null; readonly checkedAt: string; readonly registeredName: string | null }
  | { readonly status: 'not_registered'; readonly checkedAt: string }
  | { readonly status: 'unavailable'; readonly reason: string };

/** Confirms VAT numbers with the European Commission's VIES service (or its offline stand-in). */
export interface VatNumberRegistry {
  check(vatNumber: VatNumber): Promise<VatNumberCheck>;
}
