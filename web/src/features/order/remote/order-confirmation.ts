import type { VatDetailJson } from '../../../shared/vat/vat-json.js';
import type { CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

export interface ConfirmedShippingAddress {
  readonly name: string;
  readonly email: string;
  /** Null when read by payment session id (never shown without the order token). */
  readonly phone: string | null;
  readonly companyName: string | null;
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry;
}

export interface ConfirmedBillingAddress {
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  readonly country: CheckoutCountry;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
}

export interface ConfirmedOrderItem {
  readonly productTitle: string;
  readonly condition: 'new' | 'used-a' | 'used-cw' | 'rent';
  readonly quantity: number;
  readonly unitPrice: number;
  readonly transportPrice: number;
  readonly lineTotal: number;
}

export interface OrderDocumentLinkJson {
  readonly number: string;
  readonly issuedAt: string;
  readonly pdfUrl: string;
  readonly ublUrl: string | null;
}

/** `GET /api/orders/{id}?token= or `/by-session/{cs_…}`; amounts in euros, computed by the server. */
export interface OrderConfirmation {
  readonly orderId: string;
  readonly orderNumber: number;
  readonly status: string;
  readonly paymentMethod: 'stripe' | 'bank_transfer';
  readonly paymentVerified: boolean;
  readonly shippingAddress: ConfirmedShippingAddress;
  readonly billingAddress: ConfirmedBillingAddress | null;
  readonly items: readonly ConfirmedOrderItem[];
  readonly subtotal: number;
  readonly vat: number;
  readonly total: number;
  /** The VAT decided when the order was placed: per rate, the mention, the business's VAT number. */
  readonly vatDetail: VatDetailJson;
  /** Once paid: the invoice, downloadable with the links as given (they carry the order's token). */
  readonly invoice?: OrderDocumentLinkJson | null;
  readonly creditNotes?: readonly OrderDocumentLinkJson[];
  /** Bank transfer: +++xxx/xxxx/xxxxx+++ */
  readonly structuredCommunication?: string;
}

/** A payment session id as the payment page returns it (the spec: ids beginning with cs_). */
export const isPaymentSessionId = (id: string): boolean => id.startsWith('cs_');

export const fetchOrderConfirmation = (
  id: string,
  token: string | null,
  lang: Language,
  signal?: AbortSignal,
): Promise<OrderConfirmation> =>
  isPaymentSessionId(id)
    ? apiGet<OrderConfirmation>(`/api/orders/by-session/${encodeURIComponent(id)}`, { lang }, signal)
    : apiGet<OrderConfirmation>(`/api/orders/${encodeURIComponent(id)}`, { token: token ?? undefined, lang }, signal);
