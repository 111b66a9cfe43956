import type { ColorType, Condition, DeliveryOption } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';
import type { TransportCountry } from '../../domain/transport/transport-country.js';
import type { CustomerKind } from '../../domain/vat/vat-treatment.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { QuoteRecord } from '../quotes/quote-store.port.js';

/** A quote request as an offer is made from it. */
export interface QuoteForOffer {
  readonly id: string;
  /** Null when the product was deleted since. */
  readonly productId: string | null;
  readonly condition: Condition;
  readonly quantity: number;
  readonly colorType: ColorType;
  /** Null for a colour from stock. */
  readonly ralColor: string | null;
  readonly customerName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly companyName: string | null;
  /** The free-text delivery address the visitor typed. */
  readonly deliveryAddress: string | null;
  readonly language: Language;
  readonly customerKind: CustomerKind;
  readonly vatNumber: string | null;
  /** The delivery asked for; null when none was chosen (or the request is older than offers). */
  readonly transport: { readonly option: DeliveryOption; readonly country: TransportCountry | null; readonly postcode: string | null } | null;
}

/** A new quote request asked from an offer's page: a quote row linked to the offer. */
export interface FollowUpQuote extends Omit<QuoteRecord, 'productId'> {
  /** Null when the offer had no container (only free lines). */
  readonly productId: string | null;
  readonly previousOfferId: string;
}

/** The quote requests offers are made from and asked again from. */
export interface OfferQuotes {
  find(quoteId: string): Promise<QuoteForOffer | null>;
  /**
   * Writes the follow-up request with its emails in one transaction, at most one per offer: a second
   * click finds the first (`created: false`, nothing written).
   */
  requestFollowUp(quote: FollowUpQuote, emails: readonly OutgoingEmail[]): Promise<{ readonly quoteId: string; readonly created: boolean }>;
}
