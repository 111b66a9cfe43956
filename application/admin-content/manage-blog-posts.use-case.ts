import type { BlogPostRecord } from '../content/blog-catalogue.port.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import type { BlogAdminStore } from './blog-admin-store.port.js';
import { toBlogPostDraft, type BlogPostDraft, type BlogPostInput } from './blog-post-input.js';
import { slugTakenError } from './slug-taken-error.js';
import type { PageMove } from '../../domain/redirects/slug-change-redirects.js';

interface Deps {
  readonly posts: BlogAdminStore;
  readonly sanitizer: HtmlSanitizer;
}

/** Translations kept in a language whose slug changed: /{lang}/blog/{old} → /{lang}/blog/{new}. */
export const blogSlugMoves = (previous: BlogPostRecord, next: BlogPostDraft): readonly PageMove[] =>
  previous.translations.flatMap((old) => {
    const now = next.translations.find((translation) => translation.language === old.language);
    return now === undefined || now.slug === old.slug ? [] : [{ oldPath: `/${old.language}/blog/${old.slug}`, newPath: `/${now.language}/blog/${now.slug}` }];
  });

export interface SavedBlogPost {
  readonly message: LocalizedText;
  readonly post: BlogPostRecord;
}

export const listAllBlogPosts = (deps: Deps) => (): Promise<readonly BlogPostRecord[]> => deps.posts.listAll();

export const getBlogPostForEditing =
  (deps: Deps) =>
  async (id: string): Promise<Result<BlogPostRecord, ApplicationError>> => {
    const post = await deps.posts.load(id);
    return post === null ? err(notFound(M.blogNotFound)) : ok(post);
  };

export const createBlogPost =
  (deps: Deps) =>
  async (input: BlogPostInput): Promise<Result<SavedBlogPost, ApplicationError>> => {
    const draft = toBlogPostDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const created = await deps.posts.create(draft.value);
    if (!created.ok) return err(slugTakenError(`translations.${created.error.language}.slug`));
    return ok({ message: M.blogCreated, post: created.value });
  };

/**
 * Replaces the post (languages left out of the form are removed). Every
 * translation whose slug changed gets a 301 from /{lang}/blog/{old} to
 * /{lang}/blog/{new}, with older rules retargeted so no chain forms.
 */
export const updateBlogPost =
  (deps: Deps) =>
  async (id: string, input: BlogPostInput): Promise<Result<SavedBlogPost, ApplicationError>> => {
    const draft = toBlogPostDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const updated = await deps.posts.update(id, draft.value, (previous) => blogSlugMoves(previous, draft.value));
    if (!updated.ok) return err(slugTakenError(`translations.${updated.error.language}.slug`));
    if (updated.value === null) return err(notFound(M.blogNotFound));
    return ok({ message: M.blogUpdated, post: updated.value });
  };

export const deleteBlogPost =
  (deps: Deps) =>
  async (id: string): Promise<Result<LocalizedText, ApplicationError>> =>
    (await deps.posts.delete(id)) ? ok(M.blogDeleted) : err(notFound(M.blogNotFound));
