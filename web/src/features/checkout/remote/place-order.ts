import type { CheckoutDetails } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiSend } from '../../../shared/remote/http.js';

export const PAYMENT_METHODS = ['stripe', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PlacedOrder {
  readonly orderId: string;
  readonly accessToken: string;
  readonly paymentUrl?: string;
}

export interface PlaceOrderInput {
  readonly cartId: string;
  readonly lang: Language;
  readonly paymentMethod: PaymentMethod;
  readonly details: CheckoutDetails;
}

/** `POST /api/orders`: the addresses and the cart's id only; the server prices the order again. */
export const placeOrder = ({ cartId, lang, paymentMethod, details }: PlaceOrderInput): Promise<PlacedOrder> =>
  apiSend<PlacedOrder>('POST', '/api/orders', {
    cartId,
    lang,
    paymentMethod,
    shippingAddress: details.shippingAddress,
    ...(details.billingAddress === null ? {} : { billingAddress: details.billingAddress }),
  });
