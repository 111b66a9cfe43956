import type { ColorType, Condition, DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { OfferPaymentMethod } from '../../../../../domain/offers/offer-terms.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { CheckoutCountry, TransportCountry } from '../../../../../domain/transport/transport-country.js';
import type { CustomerKind } from '../../../../../domain/vat/vat-treatment.js';

/** A discount as typed: none, a percentage or an amount in euros. */
export type DiscountKind = 'none' | 'percent' | 'amount';

/**
 * One line of the editor. Numbers stay text while typed ('' = not given); they become numbers only
 * when checked and sent. A product line names a catalogue product; a free line (a modification, a
 * service) is its description alone.
 */
export interface OfferLineValues {
  /** For React's keys only; never sent. */
  readonly key: string;
  readonly kind: 'product' | 'free';
  readonly productId: string;
  /** '' : the product's own condition (the server's default). */
  readonly condition: Condition | '';
  readonly colorType: ColorType;
  readonly ralColor: string;
  readonly description: string;
  readonly quantity: string;
  /** Euros excl. VAT. */
  readonly unitPrice: string;
  readonly discountKind: DiscountKind;
  readonly discount: string;
}

export interface OfferCustomerValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CheckoutCountry;
  readonly kind: CustomerKind;
  readonly companyName: string;
  readonly vatNumber: string;
}

/** 'none': no transport line; the others as the domain's delivery options. */
export type TransportChoice = 'none' | DeliveryOption;

export interface OfferTransportValues {
  readonly option: TransportChoice;
  readonly country: TransportCountry;
  readonly postcode: string;
  /** False: priced from the transport tables for the destination; true: `price` as typed. */
  readonly override: boolean;
  readonly price: string;
}

/** Everything the offer editor holds. */
export interface OfferFormValues {
  /** The quote request the offer answers ('' for a customer who phoned). */
  readonly quoteId: string;
  readonly customer: OfferCustomerValues;
  readonly language: Language;
  readonly lines: readonly OfferLineValues[];
  readonly transport: OfferTransportValues;
  readonly discountKind: DiscountKind;
  readonly discount: string;
  /** ISO day; '' leaves the server's default validity. */
  readonly validUntil: string;
  readonly note: string;
  readonly paymentMethods: readonly OfferPaymentMethod[];
}

let nextKey = 0;
/** A key no other line of this page has. */
export const newLineKey = (): string => {
  nextKey += 1;
  return `line-${nextKey}`;
};

export const emptyLine = (kind: OfferLineValues['kind']): OfferLineValues => ({
  key: newLineKey(),
  kind,
  productId: '',
  condition: '',
  colorType: 'from_stack',
  ralColor: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  discountKind: 'none',
  discount: '',
});

export const EMPTY_CUSTOMER: OfferCustomerValues = {
  name: '',
  email: '',
  phone: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'belgium',
  kind: 'consumer',
  companyName: '',
  vatNumber: '',
};

/** A new offer for a customer who phoned: one empty product line, no transport, both payments offered. */
export const emptyOfferForm = (language: Language): OfferFormValues => ({
  quoteId: '',
  customer: EMPTY_CUSTOMER,
  language,
  lines: [emptyLine('product')],
  transport: { option: 'none', country: 'BE', postcode: '', override: false, price: '' },
  discountKind: 'none',
  discount: '',
  validUntil: '',
  note: '',
  paymentMethods: ['bank_transfer', 'stripe'],
});

/** Euros as the editor shows them: '1250', '1250.5' (no thousands separator, a dot). */
export const eurosText = (euros: number | null | undefined): string => (euros === null || euros === undefined ? '' : String(euros));
