import type { VatGroup } from './vat-breakdown.js';
import type { VatDecision } from './vat-decision.js';
import type { ResolvedVatCustomer } from './resolved-vat-customer.js';

/** The decision stored with an order or an offer: who the customer was, what VIES said, the breakdown charged. Never recomputed. */
export const vatDecisionOf = (customer: ResolvedVatCustomer, ossEnabled: boolean, decidedAt: Date, breakdown: readonly VatGroup[]): VatDecision => ({
  customerKind: customer.kind,
  companyName: customer.companyName,
  vatNumber: customer.vatNumber,
  vatNumberCheck: customer.vatNumberCheck,
  viesConsultation: customer.viesConsultation,
  vatCheckedAt: customer.vatCheckedAt,
  ossEnabled,
  decidedAt: decidedAt.toISOString(),
  breakdown,
});
