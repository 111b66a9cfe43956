import type { ColorType, Condition, DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { VatDetailJson } from '../../../shared/vat/vat-json.js';

/** A cart line as `GET /api/carts/{id}` returns it; amounts in euros excl. VAT, computed by the server. */
export interface CartLine {
  readonly id: string;
  readonly productId: string;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly colorType: ColorType;
  readonly ralColor: string | null;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly transportType: DeliveryOption;
  readonly transportPrice: number;
  readonly lineTotal: number;
  /** Why the line can no longer be ordered; it blocks the checkout until removed. */
  readonly problem: string | null;
  /** The line's VAT for the customer asked about; null for a line with a problem. */
  readonly vatCategory: 'S' | 'K' | 'AE' | null;
  readonly vatRatePercent: number | null;
}

/** Who the cart is priced for (the checkout's private/business choice); a consumer when absent. */
export interface CartCustomerQuery {
  readonly customerKind: 'consumer' | 'business';
  readonly vatNumber?: string;
  readonly country?: string;
}

export interface Cart {
  readonly id: string;
  readonly items: readonly CartLine[];
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  readonly itemCount: number;
  readonly vatDetail: VatDetailJson;
}

const cartPath = (cartId: string) => `/api/carts/${encodeURIComponent(cartId)}`;
const itemPath = (cartId: string, itemId: string) => `${cartPath(cartId)}/items/${encodeURIComponent(itemId)}`;

export const fetchCart = (cartId: string, lang: Language, signal?: AbortSignal, customer?: CartCustomerQuery): Promise<Cart> =>
  apiGet<Cart>(cartPath(cartId), { lang, ...customer }, signal);

export const updateCartItemQuantity = (cartId: string, itemId: string, quantity: number, lang: Language): Promise<Cart> =>
  apiSend<Cart>('PATCH', itemPath(cartId, itemId), { quantity }, { lang });

export const removeCartItem = (cartId: string, itemId: string, lang: Language): Promise<unknown> =>
  apiSend<unknown>('DELETE', itemPath(cartId, itemId), undefined, { lang });

export const clearCart = (cartId: string, lang: Language): Promise<unknown> =>
  apiSend<unknown>('DELETE', `${cartPath(cartId)}/items`, undefined, { lang });
