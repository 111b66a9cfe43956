import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../../admin-content/form/localized-message.js';

export interface AdminBlogTranslationJson {
  readonly language: string;
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly metaDescription: string;
  readonly keywords: readonly string[];
}

export interface AdminBlogPostJson {
  readonly id: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly imageTitle: string | null;
  readonly publishedAt: string;
  readonly customPublishDate: string | null;
  readonly translations: readonly AdminBlogTranslationJson[];
}

export interface BlogTranslationInputJson {
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly metaDescription: string | null;
  readonly keywords: readonly string[];
}

export interface BlogPostInputJson {
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly imageTitle: string | null;
  readonly customPublishDate: string | null;
  readonly translations: Partial<Record<Language, BlogTranslationInputJson>>;
}

export interface SavedBlogPostJson extends SavedMessageJson {
  readonly post: AdminBlogPostJson;
}

const BASE = '/api/admin/blog';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const listAdminBlogPosts = async (signal?: AbortSignal): Promise<readonly AdminBlogPostJson[]> =>
  (await apiGet<{ readonly items: readonly AdminBlogPostJson[] }>(BASE, undefined, signal)).items;

export const getAdminBlogPost = (id: string, signal?: AbortSignal) => apiGet<AdminBlogPostJson>(one(id), undefined, signal);

/** The post id behind a public slug of the language (the spec's second reading of the edit path). */
export const findBlogPostId = async (slug: string, lang: Language, signal?: AbortSignal): Promise<string> =>
  (await apiGet<{ readonly id: string }>(`/api/blog/${encodeURIComponent(slug)}`, { lang }, signal)).id;

export const createBlogPost = (input: BlogPostInputJson, lang: Language) => apiSend<SavedBlogPostJson>('POST', BASE, { ...input, lang });

export const updateBlogPost = (id: string, input: BlogPostInputJson, lang: Language) => apiSend<SavedBlogPostJson>('PUT', one(id), { ...input, lang });

export const deleteBlogPost = (id: string, lang: Language) => apiSend<SavedMessageJson | undefined>('DELETE', one(id), undefined, { lang });
