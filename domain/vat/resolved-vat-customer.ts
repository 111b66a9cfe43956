import type { VatNumberCheckStatus } from './vat-decision.js';
import { CONSUMER, type CustomerKind, type VatCustomer } from './vat-treatment.js';

/** The customer with their VAT number checked: what the treatment and the stored decision need. */
export interface ResolvedVatCustomer {
  readonly customer: VatCustomer;
  readonly kind: CustomerKind;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
  readonly vatNumberCheck: VatNumberCheckStatus;
  readonly viesConsultation: string | null;
  readonly vatCheckedAt: string | null;
}

export const CONSUMER_CUSTOMER: ResolvedVatCustomer = {
  customer: CONSUMER,
  kind: 'consumer',
  companyName: null,
  vatNumber: null,
  vatNumberCheck: 'not_checked',
  viesConsultation: null,
  vatCheckedAt: null,
};
