import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';

/** Every blog post with all its translations, for the admin screens that list or pick posts. */
export const listAdminBlogPosts = async (signal?: AbortSignal): Promise<readonly ApiJson<'AdminBlogPostDto'>[]> =>
  (await apiGet<ApiJson<'AdminBlogPostListDto'>>('/api/admin/blog', undefined, signal)).items;
