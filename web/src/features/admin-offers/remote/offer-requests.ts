import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';

const OFFERS = '/api/admin/offers';
const one = (id: string): string => `${OFFERS}/${encodeURIComponent(id)}`;

/** Newest first, each with its state as people see it today; by state, page, or the quote request answered. */
export const listOffers = (query: ApiQuery<'listOffers'>, lang: Language, signal?: AbortSignal) => apiGet<ApiJson<'AdminOfferListDto'>>(OFFERS, { ...query, lang }, signal);

export const getOffer = (id: string, lang: Language, signal?: AbortSignal) => apiGet<ApiJson<'AdminOfferDto'>>(one(id), { lang }, signal);

/** A draft with its number; 400 naming each wrong field. */
export const createOffer = (body: ApiJson<'OfferInputDto'>, lang: Language) => apiSend<ApiJson<'AdminOfferDto'>>('POST', OFFERS, body, { lang });

/** A draft changed in place, or the next revision of a sent offer; 409 once accepted. */
export const reviseOffer = (id: string, body: ApiJson<'OfferInputDto'>, lang: Language) => apiSend<ApiJson<'AdminOfferDto'>>('PUT', one(id), body, { lang });

/** Emails the draft revision to the customer with its PDF and the link to the offer page; 409 when it is not a draft or its validity ended. */
export const sendOffer = (id: string, lang: Language) => apiSend<ApiJson<'AdminOfferDto'>>('POST', `${one(id)}/send`, undefined, { lang });
