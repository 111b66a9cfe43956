import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';


/** The offers made from one quote request, newest first. */
export const listQuoteOffers = (quoteId: string, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'AdminOfferListDto'>>('/api/admin/offers', { quoteId, lang }, signal);

/** A draft offer the server makes from the request alone: its customer, its container at the catalogue price, its delivery priced from the tables. */
export const makeOfferFromQuote = (quoteId: string, lang: Language) => apiSend<ApiJson<'AdminOfferDto'>>('POST', '/api/admin/offers', { quoteId }, { lang });
