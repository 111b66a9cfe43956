import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiSend } from '../../../shared/remote/http.js';

/** The body of `POST /api/carts/{id}/items`: a selection only; the server computes every price. The language goes in the query. */
export type CartItemRequest = Omit<ApiJson<'AddCartItemDto'>, 'lang'>;

export const createCart = async (): Promise<string> => (await apiSend<ApiJson<'CreatedCartDto'>>('POST', '/api/carts')).id;

export const addCartItem = async (cartId: string, item: CartItemRequest, lang: Language): Promise<void> => {
  await apiSend<ApiJson<'CartDto'>>('POST', `/api/carts/${encodeURIComponent(cartId)}/items`, item, { lang });
};
