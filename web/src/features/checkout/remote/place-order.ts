import type { CheckoutDetails } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api/api-json.js';
import { apiSend } from '../../../shared/remote/http.js';
import { formatVatNumber } from '../../../../../domain/vat/vat-number.js';
import type { VatCustomerForm } from '../../../../../domain/vat/vat-customer-form.js';

export const PAYMENT_METHODS = ['stripe', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PlacedOrder = ApiJson<'PlacedOrderDto'>;

export interface PlaceOrderInput {
  readonly cartId: string;
  readonly lang: Language;
  readonly paymentMethod: PaymentMethod;
  readonly details: CheckoutDetails;
  readonly customer: VatCustomerForm;
}

const customerBody = (customer: VatCustomerForm) =>
  customer.kind === 'consumer'
    ? { kind: 'consumer' }
    : { kind: 'business', companyName: customer.companyName ?? '', vatNumber: customer.vatNumber === null ? '' : formatVatNumber(customer.vatNumber) };

/** `POST /api/orders`: the addresses, who buys and the cart's id only; the server prices the order and decides the VAT again. */
export const placeOrder = ({ cartId, lang, paymentMethod, details, customer }: PlaceOrderInput): Promise<PlacedOrder> =>
  apiSend<PlacedOrder>('POST', '/api/orders', {
    cartId,
    lang,
    paymentMethod,
    shippingAddress: details.shippingAddress,
    ...(details.billingAddress === null ? {} : { billingAddress: details.billingAddress }),
    customer: customerBody(customer),
  });
