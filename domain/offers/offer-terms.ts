import type { ColorType, Condition, DeliveryOption } from '../catalogue/product.js';
import type { Cents } from '../shared/money.js';
import type { TransportCountry } from '../transport/transport-country.js';
import type { Discount } from './offer-discount.js';

export const OFFER_PAYMENT_METHODS = ['bank_transfer', 'stripe'] as const;
export type OfferPaymentMethod = (typeof OFFER_PAYMENT_METHODS)[number];

/** At most this many lines in one offer (besides the transport). */
export const MAX_OFFER_LINES = 50;
/** The largest unit price an offer line takes, in cents (1,000,000 euros). */
export const MAX_UNIT_PRICE = 100_000_000;
/** The largest offer total, in cents (20,000,000 euros): every amount stays a 32-bit integer in the database. */
export const MAX_OFFER_TOTAL = 2_000_000_000;

/** One line as the admin set it: a container from the catalogue, or a free line (a modification, a service). */
export interface OfferLineTerms {
  /** Null for a free line. */
  readonly productId: string | null;
  /** The condition a container is offered in; null for a free line. */
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  /** The RAL code of a wish colour; null from stock. */
  readonly ralColor: string | null;
  /** A free line's text, or what is added to a product's title (may be empty for a product). */
  readonly description: string;
  readonly quantity: number;
  /** Excl. VAT. */
  readonly unitPrice: Cents;
  readonly discount: Discount | null;
}

/** The transport line as asked: priced from the tables when `price` is null. */
export interface OfferTransportTerms {
  readonly option: DeliveryOption;
  /** Null for self pickup. */
  readonly country: TransportCountry | null;
  readonly postcode: string | null;
  readonly price: Cents | null;
}

/** What an offer says, checked: everything but the customer. */
export interface OfferTerms {
  readonly lines: readonly OfferLineTerms[];
  readonly transport: OfferTransportTerms | null;
  readonly discount: Discount | null;
  /** Null: the default validity from today. */
  readonly validUntil: string | null;
  readonly note: string | null;
  readonly paymentMethods: readonly OfferPaymentMethod[];
}
