import type { ApiJson } from '../../../shared/api-types/api-json.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

export type ConfirmedShippingAddress = ApiJson<'ConfirmationShippingAddressDto'>;
export type ConfirmedBillingAddress = ApiJson<'BillingAddressDto'>;
export type ConfirmedOrderItem = ApiJson<'OrderItemDto'>;
export type OrderDocumentLinkJson = ApiJson<'OrderDocumentLinkDto'>;
/** `GET /api/orders/{id}?token= or `/by-session/{cs_…}`; amounts in euros, computed by the server. */
export type OrderConfirmation = ApiJson<'OrderConfirmationDto'>;

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
