import type { BlogPostRecord } from '../content/blog-catalogue.port.js';
import type { Language } from '../../domain/shared/language.js';
import type { Result } from '../../domain/shared/result.js';
import type { PageMove } from '../../domain/redirects/slug-change-redirects.js';
import type { BlogPostDraft } from './blog-post-input.js';

/** A translation slug that another post already uses in that language. */
export interface SlugTaken {
  readonly kind: 'slug-taken';
  readonly language: Language;
}

/** Writing blog posts (the admin's side; reading for visitors is BlogCatalogue). */
export interface BlogAdminStore {
  /** Every post with all its translations, newest first (custom publish date, then published date). */
  listAll(): Promise<readonly BlogPostRecord[]>;
  load(id: string): Promise<BlogPostRecord | null>;
  /** The post and its translations in one transaction. */
  create(draft: BlogPostDraft): Promise<Result<BlogPostRecord, SlugTaken>>;
  /**
   * Replaces the post's fields and translations in one transaction; null when
   * there is no such post. In the same transaction the redirect rules follow
   * the pages that `movesFrom(previous)` says moved (301 old → new, older rules retargeted).
   */
  update(id: string, draft: BlogPostDraft, movesFrom: (previous: BlogPostRecord) => readonly PageMove[]): Promise<Result<BlogPostRecord | null, SlugTaken>>;
  delete(id: string): Promise<boolean>;
}
