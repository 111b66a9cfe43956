import { blogDisplayDate } from '../../domain/blog/blog-date.js';
import { readingTimeMinutes } from '../../domain/blog/reading-time.js';
import type { Language } from '../../domain/shared/language.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { BlogCatalogue } from './blog-catalogue.port.js';

export interface BlogPostCard {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  /** ISO timestamp: the custom publish date, else the published date. */
  readonly date: string;
  readonly readingMinutes: number;
}

type Sortable = BlogPostCard & { readonly publishedAt: string };

/** Code-point order; the dates are ISO timestamps of one width (toISOString), so this is time order. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest shown date first; equal dates by published date (newest first), then id. */
const newestFirst = (a: Sortable, b: Sortable): number =>
  compareText(b.date, a.date) || compareText(b.publishedAt, a.publishedAt) || compareText(a.id, b.id);

/**
 * The blog list in one language: the posts translated into it, ordered by the
 * date each card shows (custom publish date, else published date), newest first.
 */
export const listBlogPosts =
  (deps: { readonly blog: BlogCatalogue }) =>
  async (language: Language): Promise<Result<readonly BlogPostCard[], ApplicationError>> => {
    const posts = (await deps.blog.listPosts(language)).map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      metaDescription: post.metaDescription,
      imageUrl: post.imageUrl,
      imageAlt: post.imageAlt,
      date: blogDisplayDate(post) ?? post.publishedAt,
      readingMinutes: readingTimeMinutes(post.content),
      publishedAt: post.publishedAt,
    }));
    return ok([...posts].sort(newestFirst).map(({ publishedAt: _publishedAt, ...card }) => card));
  };
