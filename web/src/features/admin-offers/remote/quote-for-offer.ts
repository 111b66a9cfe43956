import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

/** The quote request an offer answers, as the inbox shows it. */
export type QuoteForOfferJson = ApiJson<'AdminQuoteDetailDto'>;

export const getQuoteForOffer = (id: string, lang: Language, signal?: AbortSignal) => apiGet<QuoteForOfferJson>(`/api/admin/quotes/${encodeURIComponent(id)}`, { lang }, signal);
