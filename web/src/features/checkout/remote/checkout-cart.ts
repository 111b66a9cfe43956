import type { ColorType, Condition, DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

/** A cart line as `GET /api/carts/{id}` returns it (euros excl. VAT, computed by the server). */
export interface CheckoutLine {
  readonly id: string;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly transportType: DeliveryOption;
  readonly transportPrice: number;
  readonly lineTotal: number;
  readonly problem: string | null;
}

export interface CheckoutCart {
  readonly id: string;
  readonly items: readonly CheckoutLine[];
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  readonly itemCount: number;
}

export const fetchCheckoutCart = (cartId: string, lang: Language, signal?: AbortSignal): Promise<CheckoutCart> =>
  apiGet<CheckoutCart>(`/api/carts/${encodeURIComponent(cartId)}`, { lang }, signal);
