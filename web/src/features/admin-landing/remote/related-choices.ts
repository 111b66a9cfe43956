import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';
import { listAdminBlogPosts } from '../../../shared/admin/list-admin-blog-posts.js';

/** Something a landing page can point to: a container or a blog post, named in the page language. */
export type RelatedChoice = Pick<ApiJson<'ProductSummaryDto'>, 'id' | 'title'>;

export const useProductChoices = (lang: Language) =>
  useQuery({
    queryKey: ['admin', 'landing-choices', 'products', lang],
    queryFn: async ({ signal }): Promise<readonly RelatedChoice[]> =>
      (await apiGet<ApiJson<'ProductListDto'>>('/api/products', { lang, sort: 'unsorted' }, signal)).items.map(({ id, title }) => ({ id, title })),
  });

export const usePostChoices = (lang: Language) =>
  useQuery({
    queryKey: ['admin', 'landing-choices', 'posts', lang],
    queryFn: async ({ signal }): Promise<readonly RelatedChoice[]> =>
      (await listAdminBlogPosts(signal)).map((post) => ({ id: post.id, title: (post.translations.find((translation) => translation.language === lang) ?? post.translations[0])?.title ?? post.id })),
  });
