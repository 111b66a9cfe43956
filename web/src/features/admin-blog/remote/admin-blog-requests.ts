import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { SavedMessageJson } from '../../../shared/remote/localized-message.js';

export type AdminBlogPostJson = ApiJson<'AdminBlogPostDto'>;

export type BlogTranslationInputJson = ApiJson<'BlogTranslationInputDto'>;

/** The body of POST and PUT /api/admin/blog; the language of the answer's messages is added on sending. */
export type BlogPostInputJson = Omit<ApiJson<'BlogPostInputDto'>, 'lang'>;

const BASE = '/api/admin/blog';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const getAdminBlogPost = (id: string, signal?: AbortSignal) => apiGet<AdminBlogPostJson>(one(id), undefined, signal);

/** The post id behind a public slug of the language (the spec's second reading of the edit path). */
export const findBlogPostId = async (slug: string, lang: Language, signal?: AbortSignal): Promise<string> =>
  (await apiGet<ApiJson<'BlogPostDto'>>(`/api/blog/${encodeURIComponent(slug)}`, { lang }, signal)).id;

export const createBlogPost = (input: BlogPostInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedBlogPostDto'>>('POST', BASE, { ...input, lang } satisfies ApiJson<'BlogPostInputDto'>);

export const updateBlogPost = (id: string, input: BlogPostInputJson, lang: Language) =>
  apiSend<ApiJson<'SavedBlogPostDto'>>('PUT', one(id), { ...input, lang } satisfies ApiJson<'BlogPostInputDto'>);

export const deleteBlogPost = (id: string, lang: Language) => apiSend<SavedMessageJson | undefined>('DELETE', one(id), undefined, { lang });
