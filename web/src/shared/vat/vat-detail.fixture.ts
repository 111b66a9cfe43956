import type { VatDetailJson } from './vat-json.js';

/** Test fixture: the vatDetail of a private customer charged one rate on everything. */
export const consumerVatDetail = (net: number, vat: number, ratePercent = 21): VatDetailJson => ({
  breakdown: [{ category: 'S', ratePercent, net, vat, exemptionReasonCode: null }],
  mention: null,
  customerKind: 'consumer',
  companyName: null,
  vatNumber: null,
  vatNumberConfirmed: false,
  vatNumberCheck: 'not_checked',
  viesConsultation: null,
});
