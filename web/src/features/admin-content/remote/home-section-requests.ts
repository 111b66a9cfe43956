import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../../../shared/remote/localized-message.js';
import type { AdminSectionJson, SectionInputJson } from '../../../shared/section-editor/section-json.js';

const BASE = '/api/admin/home-sections';

export const listHomeSections = async (signal?: AbortSignal): Promise<readonly AdminSectionJson[]> =>
  (await apiGet<ApiJson<'AdminSectionListDto'>>(BASE, undefined, signal)).items;

export const createHomeSection = (input: SectionInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedSectionDto'>>('POST', BASE, { ...input, lang } satisfies ApiJson<'HomeSectionInputDto'>);

/** The id stays the stored one: the server ignores a body id on update, so none is sent. */
export const updateHomeSection = (id: string, { id: _ignored, ...input }: SectionInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedSectionDto'>>('PUT', `${BASE}/${encodeURIComponent(id)}`, { ...input, lang } satisfies ApiJson<'HomeSectionInputDto'>);

export const deleteHomeSection = (id: string, lang: Language) => apiSend<SavedMessageJson | undefined>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined, { lang });

export const reorderHomeSections = (ids: readonly string[], lang: Language) =>
  apiSend<SavedMessageJson>('PUT', `${BASE}/order`, { ids: [...ids], lang } satisfies ApiJson<'IdOrderInputDto'>);
