import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../form/localized-message.js';

export interface AdminFaqJson {
  readonly id: string;
  readonly orderIndex: number;
  readonly translations: readonly { readonly language: string; readonly question: string; readonly answer: string }[];
}

export type FaqTranslationsInput = Partial<Record<Language, { readonly question: string; readonly answer: string }>>;

const BASE = '/api/admin/faq';

export const listFaqs = async (signal?: AbortSignal): Promise<readonly AdminFaqJson[]> =>
  (await apiGet<{ readonly items: readonly AdminFaqJson[] }>(BASE, undefined, signal)).items;

export const createFaq = (translations: FaqTranslationsInput, lang: Language) => apiSend<SavedMessageJson>('POST', BASE, { translations, lang });

export const updateFaq = (id: string, translations: FaqTranslationsInput, lang: Language) =>
  apiSend<SavedMessageJson>('PUT', `${BASE}/${encodeURIComponent(id)}`, { translations, lang });

export const deleteFaq = (id: string, lang: Language) => apiSend<SavedMessageJson | undefined>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined, { lang });

/** Every id once, in the new order. */
export const reorderFaqs = (ids: readonly string[], lang: Language) => apiSend<SavedMessageJson>('PUT', `${BASE}/order`, { ids, lang });
