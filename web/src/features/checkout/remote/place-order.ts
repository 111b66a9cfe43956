import type { CheckoutDetails } from '../../../../../domain/forms/checkout-form.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiSend } from '../../../shared/remote/http.js';
import { formatVatNumber } from '../../../../../domain/vat/vat-number.js';
import type { VatCustomerForm } from '../../../../../domain/vat/vat-customer-form.js';

export type PaymentMethod = ApiJson<'PaymentMethod'>;
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['stripe', 'bank_transfer'];

export type PlacedOrder = ApiJson<'PlacedOrderDto'>;

/** The checkout's answers (the domain's checked form values) and which cart to order. */
export type PlaceOrderInput = Pick<ApiJson<'CreateOrderDto'>, 'cartId' | 'lang' | 'paymentMethod'> & {
  readonly details: CheckoutDetails;
  readonly customer: VatCustomerForm;
};

const customerBody = (customer: VatCustomerForm): ApiJson<'CustomerInputDto'> =>
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
  } satisfies ApiJson<'CreateOrderDto'>);
