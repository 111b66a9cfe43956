import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';

/** A stored rule as `GET /api/admin/redirects` lists it, in the order the rules apply. */
export type StoredRedirectJson = ApiJson<'RedirectDto'>;

export type RedirectTestJson = ApiJson<'RedirectTestDto'>;

export type RedirectImportJson = ApiJson<'ImportReportDto'>;

const BASE = '/api/admin/redirects';

/** The server's `_redirects` file (it answers with Content-Disposition: attachment). */
export const REDIRECTS_EXPORT_URL = `${BASE}/export`;

export const listRedirects = async (signal?: AbortSignal): Promise<readonly StoredRedirectJson[]> =>
  (await apiGet<ApiJson<'RedirectListDto'>>(BASE, undefined, signal)).items;

export const addRedirect = (input: Omit<ApiJson<'AddRedirectDto'>, 'lang'>, lang: Language) =>
  apiSend<StoredRedirectJson>('POST', BASE, { ...input, lang } satisfies ApiJson<'AddRedirectDto'>);

/** Every line is checked again on the server (also against the stored rules); any error writes nothing. */
export const importRedirects = (text: string, lang: Language) => apiSend<RedirectImportJson>('POST', `${BASE}/import`, { text, lang } satisfies ApiJson<'ImportRedirectsDto'>);

export const setRedirectActive = (id: string, isActive: boolean, lang: Language) =>
  apiSend<StoredRedirectJson>('PATCH', `${BASE}/${encodeURIComponent(id)}`, { isActive, lang } satisfies ApiJson<'SetActiveDto'>);

export const deleteRedirect = (id: string, lang: Language) => apiSend<void>('DELETE', `${BASE}/${encodeURIComponent(id)}`, undefined, { lang });

/** Which rule the server follows for a URL; a 404 carries 'No redirect rule matches this URL.' in `lang`. */
export const testRedirect = (url: string, lang: Language, signal?: AbortSignal) => apiGet<RedirectTestJson>(`${BASE}/test`, { url, lang }, signal);
