import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet } from '../../../shared/remote/http.js';

/** A card of the blog list, as `GET /api/blog` sends it (newest shown date first). */
export interface BlogCard {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  /** ISO date: the custom publish date, else the published date. */
  readonly date: string;
  readonly readingMinutes: number;
}

export const useBlogPosts = (lang: Language) =>
  useQuery({
    queryKey: ['blog', 'list', lang],
    queryFn: ({ signal }) => apiGet<{ readonly items: readonly BlogCard[] }>('/api/blog', { lang }, signal),
    select: (data) => data.items,
  });
