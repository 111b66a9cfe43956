import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { ApiJson } from '../../../shared/api/api-json.js';

/** A cart line as `GET /api/carts/{id}` returns it; amounts in euros excl. VAT, computed by the server. */
export type CartLine = ApiJson<'CartItemDto'>;

/** Who the cart is priced for (the checkout's private/business choice); a consumer when absent. */
export interface CartCustomerQuery {
  readonly customerKind: 'consumer' | 'business';
  readonly vatNumber?: string;
  readonly country?: string;
}

export type Cart = ApiJson<'CartDto'>;

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
