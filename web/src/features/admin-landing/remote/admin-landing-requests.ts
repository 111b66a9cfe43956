import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../../admin-content/form/localized-message.js';
import type { AdminSectionJson, SectionInputJson } from '../../admin-content/remote/section-json.js';
import type { LandingVisibility, MenuSection, VisibilityFilter } from '../form/landing-options.js';

export interface AdminLandingTranslationJson {
  readonly language: string;
  readonly title: string;
  readonly slug: string | null;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly metaKeywords: string | null;
  readonly canonicalUrl: string | null;
  readonly content: string | null;
  readonly contentHtml: string | null;
  readonly ogTitle: string | null;
  readonly ogDescription: string | null;
  readonly ogImageUrl: string | null;
  readonly structuredData: unknown;
}

export interface AdminLandingPageSummaryJson {
  readonly id: string;
  readonly slug: string;
  readonly isPublished: boolean;
  readonly visibility: LandingVisibility;
  readonly menuSection: MenuSection | null;
  readonly menuOrder: number;
  readonly relatedProductIds: readonly string[];
  readonly relatedBlogPostIds: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly translations: readonly AdminLandingTranslationJson[];
}

export interface AdminLandingPageJson extends AdminLandingPageSummaryJson {
  readonly sections: readonly AdminSectionJson[];
}

export type LandingTranslationInputJson = Omit<AdminLandingTranslationJson, 'language' | 'structuredData'> & { readonly structuredData: string | null };

export interface LandingPageInputJson {
  readonly slug: string;
  readonly visibility: LandingVisibility;
  readonly menuSection: MenuSection | null;
  readonly menuOrder: number;
  readonly isPublished: boolean;
  readonly relatedProductIds: readonly string[];
  readonly relatedBlogPostIds: readonly string[];
  readonly translations: Partial<Record<Language, LandingTranslationInputJson>>;
}

export interface SavedLandingPageJson extends SavedMessageJson {
  readonly page: AdminLandingPageJson;
}

export interface DeletedLandingPageJson extends SavedMessageJson {
  readonly detail: SavedMessageJson['message'];
}

const BASE = '/api/admin/landing-pages';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listLandingPages = async (filter: { readonly search: string; readonly visibility: VisibilityFilter }, signal?: AbortSignal) =>
  (await apiGet<{ readonly items: readonly AdminLandingPageSummaryJson[] }>(BASE, { search: filter.search.trim(), visibility: filter.visibility }, signal)).items;

export const getLandingPage = (id: string, signal?: AbortSignal) => apiGet<AdminLandingPageJson>(one(id), undefined, signal);

export const createLandingPage = (input: LandingPageInputJson, lang: Language) => apiSend<SavedLandingPageJson>('POST', BASE, { ...input, lang });

export const updateLandingPage = (id: string, input: LandingPageInputJson, lang: Language) => apiSend<SavedLandingPageJson>('PUT', one(id), { ...input, lang });

/** Replaces every section of the page, in this order. */
export const replaceLandingSections = (id: string, sections: readonly SectionInputJson[], lang: Language) =>
  apiSend<SavedLandingPageJson>('PUT', `${one(id)}/sections`, { sections, lang });

export const setLandingPublished = (id: string, isPublished: boolean, lang: Language) => apiSend<SavedLandingPageJson>('PATCH', `${one(id)}/published`, { isPublished, lang });

export const deleteLandingPage = (id: string, lang: Language) => apiSend<DeletedLandingPageJson>('DELETE', one(id), undefined, { lang });
