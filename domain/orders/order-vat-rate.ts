import type { VatGroup } from '../vat/vat-breakdown.js';

/** The one VAT rate of an order as a fraction (0.21) when its VAT has a single rate group, else null (orders.vat_rate). */
export const singleVatRate = (vatDetail: { readonly breakdown: readonly Pick<VatGroup, 'ratePercent'>[] }): number | null => {
  const [only] = vatDetail.breakdown;
  return vatDetail.breakdown.length === 1 && only !== undefined ? only.ratePercent / 100 : null;
};
