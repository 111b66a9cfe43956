import type { ColorType, Condition, DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { TransportCountry } from '../../../../../domain/transport/transport-country.js';
import { apiSend } from '../../../shared/remote/http.js';

/** The body of `POST /api/quotes` (spec point 3's fields in camelCase, plus the selection and lang). */
export interface QuoteRequestBody {
  readonly productId: string;
  readonly customerName: string;
  readonly email: string;
  readonly phone?: string;
  readonly companyName?: string;
  readonly quantityRequested: number;
  readonly ralColor?: string;
  readonly deliveryAddress?: string;
  readonly preferredDeliveryDate?: string;
  readonly specialRequirements?: string;
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly transport?: { readonly option: DeliveryOption; readonly country?: TransportCountry; readonly postcode?: string };
  readonly lang: Language;
  /** Private, or a business with its company name and VAT number: decides the VAT the quote states. */
  readonly customer: { readonly kind: 'consumer' } | { readonly kind: 'business'; readonly companyName: string; readonly vatNumber: string };
}

export const submitQuote = async (body: QuoteRequestBody): Promise<string> =>
  (await apiSend<{ readonly id: string }>('POST', '/api/quotes', body)).id;
