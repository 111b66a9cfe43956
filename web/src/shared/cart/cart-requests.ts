import type { Language } from '../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../remote/http.js';
import type { ApiJson, ApiQuery } from '../api-types/api-json.js';

/** A cart line as `GET /api/carts/{id}` returns it; amounts in euros excl. VAT, computed by the server. */
export type CartLine = ApiJson<'CartItemDto'>;

/** Who the cart is priced for (the checkout's private/business choice); a consumer when absent. */
export type CartCustomerQuery = Omit<ApiQuery<'getCart'>, 'lang'>;

export type Cart = ApiJson<'CartDto'>;

const cartPath = (cartId: string) => `/api/carts/${encodeURIComponent(cartId)}`;
const itemPath = (cartId: string, itemId: string) => `${cartPath(cartId)}/items/${encodeURIComponent(itemId)}`;

export const fetchCart = (cartId: string, lang: Language, signal?: AbortSignal, customer?: CartCustomerQuery): Promise<Cart> =>
  apiGet<Cart>(cartPath(cartId), { lang, ...customer } satisfies ApiQuery<'getCart'>, signal);

export const updateCartItemQuantity = (cartId: string, itemId: string, quantity: number, lang: Language): Promise<Cart> =>
  apiSend<Cart>('PATCH', itemPath(cartId, itemId), { quantity } satisfies ApiJson<'UpdateCartItemDto'>, { lang });

export const removeCartItem = (cartId: string, itemId: string, lang: Language): Promise<Cart> =>
  apiSend<Cart>('DELETE', itemPath(cartId, itemId), undefined, { lang });

export const clearCart = (cartId: string, lang: Language): Promise<Cart> =>
  apiSend<Cart>('DELETE', `${cartPath(cartId)}/items`, undefined, { lang });
