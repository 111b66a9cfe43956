import type { OfferStatus } from '../../../../../domain/offers/offer-status.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { AdminOfferJson, OfferInputJson, OfferListJson } from './offer-json.js';

const OFFERS = '/api/admin/offers';
const one = (id: string): string => `${OFFERS}/${encodeURIComponent(id)}`;

export interface OfferListQuery {
  readonly status: OfferStatus | '';
  readonly page: number;
  /** The offers made from one quote request ('' for all). */
  readonly quoteId?: string;
}

/** Newest first, each with its state as people see it today. */
export const listOffers = (query: OfferListQuery, lang: Language, signal?: AbortSignal) => apiGet<OfferListJson>(OFFERS, { ...query, lang }, signal);

export const getOffer = (id: string, lang: Language, signal?: AbortSignal) => apiGet<AdminOfferJson>(one(id), { lang }, signal);

/** A draft with its number; 400 naming each wrong field. */
export const createOffer = (body: OfferInputJson, lang: Language) => apiSend<AdminOfferJson>('POST', OFFERS, body, { lang });

/** A draft changed in place, or the next revision of a sent offer; 409 once accepted. */
export const reviseOffer = (id: string, body: OfferInputJson, lang: Language) => apiSend<AdminOfferJson>('PUT', one(id), body, { lang });

/** Emails the draft revision to the customer with its PDF and the link to the offer page; 409 when it is not a draft or its validity ended. */
export const sendOffer = (id: string, lang: Language) => apiSend<AdminOfferJson>('POST', `${one(id)}/send`, undefined, { lang });
