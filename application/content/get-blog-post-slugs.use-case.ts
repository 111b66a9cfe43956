import { BLOG_TEXTS } from '../../domain/blog/blog-texts.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { BlogCatalogue } from './blog-catalogue.port.js';
import { firstBlogMatch } from './blog-post-match.js';

/** The post's slug per language, for the language switch; the slug may be that of any language. */
export const getBlogPostSlugs =
  (deps: { readonly blog: BlogCatalogue }) =>
  async (slug: string): Promise<Result<Readonly<Partial<Record<Language, string>>>, ApplicationError>> => {
    const match = firstBlogMatch(await deps.blog.findBySlug(slug.trim()));
    const post = match === undefined ? null : await deps.blog.loadPost(match.postId);
    if (post === null) return err(notFound(BLOG_TEXTS.postNotFound));
    return ok(Object.fromEntries(post.translations.map((item) => [item.language, item.slug])));
  };
