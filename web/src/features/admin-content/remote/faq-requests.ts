import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../../../shared/remote/localized-message.js';

export type AdminFaqJson = ApiJson<'AdminFaqDto'>;

export type FaqTranslationsInput = ApiJson<'FaqTranslationsInputDto'>;

const BASE = '/api/admin/faq';

export const listFaqs = async (signal?: AbortSignal): Promise<readonly AdminFaqJson[]> => (await apiGet<ApiJson<'AdminFaqListDto'>>(BASE, undefined, signal)).items;

export const createFaq = (translations: FaqTranslationsInput, lang: Language) =>
  apiSend<ApiJson<'SavedFaqDto'>>('POST', BASE, { translations, lang } satisfies ApiJson<'FaqInputDto'>);

export const updateFaq = (id: string, translations: FaqTranslationsInput, lang: Language) =>
  apiSend<ApiJson<'SavedFaqDto'>>('PUT', `${BASE}/${encodeURIComponent(id)}`, { translations, lang } satisfies ApiJson<'FaqInputDto'>);

export const deleteFaq = (id: string, lang: Language) => apiSend<SavedMessageJson | undefined>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined, { lang });

/** Every id once, in the new order. */
export const reorderFaqs = (ids: readonly string[], lang: Language) =>
  apiSend<SavedMessageJson>('PUT', `${BASE}/order`, { ids: [...ids], lang } satisfies ApiJson<'IdOrderInputDto'>);
