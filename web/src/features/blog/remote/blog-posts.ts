import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet } from '../../../shared/remote/http.js';

/** A card of the blog list, as `GET /api/blog` sends it (newest shown date first). */
export type BlogCard = ApiJson<'BlogPostCardDto'>;

export const useBlogPosts = (lang: Language) =>
  useQuery({
    queryKey: ['blog', 'list', lang],
    queryFn: ({ signal }) => apiGet<ApiJson<'BlogListDto'>>('/api/blog', { lang }, signal),
    select: (data) => data.items,
  });
