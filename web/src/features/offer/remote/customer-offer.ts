import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';

/** `GET /api/offers/{token}`: the newest revision sent, as its customer sees it; amounts in euros, decided by the server. */
export type CustomerOfferJson = ApiJson<'CustomerOfferDto'>;
export type CustomerOfferLineJson = CustomerOfferJson['lines'][number];
/** `POST /api/offers/{token}/accept` → the order the offer became. */
export type AcceptedOfferJson = ApiJson<'OfferAcceptedDto'>;
export type AcceptOfferBody = ApiJson<'AcceptOfferDto'>;

const base = (token: string): string => `/api/offers/${encodeURIComponent(token)}`;

export const fetchCustomerOffer = (token: string, lang: Language, signal?: AbortSignal): Promise<CustomerOfferJson> => apiGet<CustomerOfferJson>(base(token), { lang }, signal);

export const acceptOffer = (token: string, body: AcceptOfferBody, lang: Language): Promise<AcceptedOfferJson> => apiSend<AcceptedOfferJson>('POST', `${base(token)}/accept`, body, { lang });

export const declineOffer = (token: string, reason: string | null, lang: Language): Promise<CustomerOfferJson> =>
  apiSend<CustomerOfferJson>('POST', `${base(token)}/decline`, reason === null ? {} : { reason }, { lang });

/** One click: a new quote request linked to this offer, for the trader's inbox. */
export const requestNewOffer = (token: string, lang: Language): Promise<ApiJson<'OfferFollowUpDto'>> => apiSend<ApiJson<'OfferFollowUpDto'>>('POST', `${base(token)}/request-new`, {}, { lang });
