import type { ColorType, DeliveryOption } from '../../domain/catalogue/product.js';
import type { TransportCountry } from '../../domain/transport/transport-country.js';
import type { PurchaseOption, QuoteRequestType, StoredTransportType } from '../../domain/purchase/quote-mapping.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { QuoteVatDecision } from '../../domain/vat/quote-vat.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';

/** A quotes row as the spec's point 3 lists it. */
export interface QuoteRecord {
  readonly id: string;
  readonly productId: string;
  readonly customerName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly quantityRequested: number;
  readonly deliveryAddress: string | null;
  readonly preferredDeliveryDate: string | null;
  readonly specialRequirements: string | null;
  readonly requestType: QuoteRequestType;
  readonly purchaseOption: PurchaseOption;
  readonly transportType: StoredTransportType;
  readonly transportPrice: Cents | null;
  readonly colorType: ColorType;
  readonly ralColor: string;
  readonly language: Language;
  readonly vatDecision: QuoteVatDecision;
  /** The delivery the visitor chose, kept so an offer can be made from the request (null: none chosen). */
  readonly transport?: { readonly option: DeliveryOption; readonly country: TransportCountry | null; readonly postcode: string | null } | null;
}

export interface QuoteStore {
  /** The quote and its emails in one transaction: both exist or neither. */
  save(quote: QuoteRecord, emails: readonly OutgoingEmail[]): Promise<void>;
}
