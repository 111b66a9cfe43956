import { blogDisplayDate } from '../../domain/blog/blog-date.js';
import { BLOG_TEXTS } from '../../domain/blog/blog-texts.js';
import { readingTimeMinutes } from '../../domain/blog/reading-time.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { BlogCatalogue } from './blog-catalogue.port.js';
import { chooseBlogPost } from './blog-post-match.js';

export interface BlogPostView {
  readonly id: string;
  /** The language of the texts: 'nl' when the post was found through the Dutch fallback. */
  readonly language: Language;
  readonly slug: string;
  readonly title: string;
  /** HTML. */
  readonly content: string;
  readonly metaDescription: string;
  readonly keywords: readonly string[];
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly imageTitle: string | null;
  /** ISO timestamp: the custom publish date, else the published date. */
  readonly date: string;
  readonly readingMinutes: number;
  readonly slugs: Readonly<Partial<Record<Language, string>>>;
}

/** A blog post by slug, with the spec's Dutch fallback (see chooseBlogPost). */
export const getBlogPost =
  (deps: { readonly blog: BlogCatalogue }) =>
  async (slug: string, language: Language): Promise<Result<BlogPostView, ApplicationError>> => {
    const trimmed = slug.trim();
    const chosen = trimmed === '' ? undefined : chooseBlogPost(await deps.blog.findBySlug(trimmed), language);
    const post = chosen === undefined ? null : await deps.blog.loadPost(chosen.postId);
    const translation = post?.translations.find((item) => item.language === chosen?.language);
    if (post === null || translation === undefined) return err(notFound(BLOG_TEXTS.postNotFound));
    return ok({
      id: post.id,
      language: translation.language,
      slug: translation.slug,
      title: translation.title,
      content: translation.content,
      metaDescription: translation.metaDescription,
      keywords: translation.keywords,
      imageUrl: post.imageUrl,
      imageAlt: post.imageAlt,
      imageTitle: post.imageTitle,
      date: blogDisplayDate(post) ?? post.publishedAt,
      readingMinutes: readingTimeMinutes(translation.content),
      slugs: Object.fromEntries(post.translations.map((item) => [item.language, item.slug])),
    });
  };
