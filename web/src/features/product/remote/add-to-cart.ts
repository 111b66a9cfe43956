import type { ColorType, Condition, DeliveryOption } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { TransportCountry } from '../../../../../domain/transport/transport-country.js';
import { apiSend } from '../../../shared/remote/http.js';

/** The body of `POST /api/carts/{id}/items`: a selection only; the server computes every price. */
export interface CartItemRequest {
  readonly productId: string;
  readonly condition: Condition;
  readonly quantity: number;
  readonly colorType: ColorType;
  readonly ralColor?: string;
  readonly transport: { readonly option: DeliveryOption; readonly country?: TransportCountry; readonly postcode?: string };
}

export const createCart = async (): Promise<string> => (await apiSend<{ readonly id: string }>('POST', '/api/carts')).id;

export const addCartItem = async (cartId: string, item: CartItemRequest, lang: Language): Promise<void> => {
  await apiSend<unknown>('POST', `/api/carts/${encodeURIComponent(cartId)}/items`, item, { lang });
};
