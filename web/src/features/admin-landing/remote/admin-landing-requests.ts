import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SectionInputJson } from '../../../shared/section-editor/section-json.js';
import type { VisibilityFilter } from '../form/landing-options.js';

export type AdminLandingPageSummaryJson = ApiJson<'AdminLandingPageSummaryDto'>;

export type AdminLandingPageJson = ApiJson<'AdminLandingPageDto'>;

export type LandingTranslationInputJson = ApiJson<'LandingTranslationInputDto'>;

/** The body of POST and PUT /api/admin/landing-pages; the language of the answer's messages is added on sending. */
export type LandingPageInputJson = Omit<ApiJson<'LandingPageInputDto'>, 'lang'>;

const BASE = '/api/admin/landing-pages';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listLandingPages = async (filter: { readonly search: string; readonly visibility: VisibilityFilter }, signal?: AbortSignal) =>
  (
    await apiGet<ApiJson<'AdminLandingPageListDto'>>(
      BASE,
      { search: filter.search.trim(), visibility: filter.visibility } satisfies ApiQuery<'listAdminLandingPages'>,
      signal,
    )
  ).items;

export const getLandingPage = (id: string, signal?: AbortSignal) => apiGet<AdminLandingPageJson>(one(id), undefined, signal);

export const createLandingPage = (input: LandingPageInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedLandingPageDto'>>('POST', BASE, { ...input, lang } satisfies ApiJson<'LandingPageInputDto'>);

export const updateLandingPage = (id: string, input: LandingPageInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedLandingPageDto'>>('PUT', one(id), { ...input, lang } satisfies ApiJson<'LandingPageInputDto'>);

/** Replaces every section of the page, in this order. */
export const replaceLandingSections = (id: string, sections: readonly SectionInputJson[], lang: Language) =>
  apiSend<ApiJson<'SavedLandingPageDto'>>('PUT', `${one(id)}/sections`, { sections: [...sections], lang } satisfies ApiJson<'SectionsInputDto'>);

export const setLandingPublished = (id: string, isPublished: boolean, lang: Language) =>
  apiSend<ApiJson<'SavedLandingPageDto'>>('PATCH', `${one(id)}/published`, { isPublished, lang } satisfies ApiJson<'PublishedInputDto'>);

export const deleteLandingPage = (id: string, lang: Language) => apiSend<ApiJson<'DeletedLandingPageDto'>>('DELETE', one(id), undefined, { lang });
