import type { EmailCompany } from './company-details.js';
import type { BillingAddress, ShippingAddress } from '../forms/checkout-form.js';
import type { Cents } from '../shared/money.js';
import type { VatDecision } from '../vat/vat-decision.js';

/** One order line as the emails show it; amounts as stored with the order (never recomputed here). */
export interface OrderEmailLine {
  readonly productTitle: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly transportPrice: Cents | null;
  readonly lineTotal: Cents;
}

/** What the order emails need of an order. */
export interface OrderEmailData {
  readonly orderNumber: number;
  readonly paymentMethod: 'stripe' | 'bank_transfer';
  readonly lines: readonly OrderEmailLine[];
  readonly subtotal: Cents;
  readonly vat: Cents;
  readonly total: Cents;
  /** The VAT decision kept with the order: the breakdown per rate, the mention, the customer's VAT number. */
  readonly vatDecision: Pick<VatDecision, 'breakdown' | 'companyName' | 'vatNumber' | 'vatNumberCheck' | 'viesConsultation'>;
  readonly shippingAddress: ShippingAddress;
  /** null: billed to the shipping address. */
  readonly billingAddress: BillingAddress | null;
  /** The configured company: the signature, and the account a bank transfer is paid into. */
  readonly company: EmailCompany;
}
