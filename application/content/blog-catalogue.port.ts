import type { Language } from '../../domain/shared/language.js';

/** A post as the blog list shows it, in one language. Dates are ISO timestamps. */
export interface BlogPostListing {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  /** HTML, for the reading time. */
  readonly content: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly publishedAt: string;
  readonly customPublishDate: string | null;
}

export interface BlogPostTranslation {
  readonly language: Language;
  readonly title: string;
  readonly slug: string;
  /** HTML. */
  readonly content: string;
  readonly metaDescription: string;
  readonly keywords: readonly string[];
}

export interface BlogPostRecord {
  readonly id: string;
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly imageTitle: string | null;
  readonly publishedAt: string;
  readonly customPublishDate: string | null;
  readonly translations: readonly BlogPostTranslation[];
}

/** A translation carrying the slug asked for. */
export interface BlogSlugMatch {
  readonly postId: string;
  readonly language: Language;
}

/** Read access to the blog. */
export interface BlogCatalogue {
  /** Posts translated into the language (in no particular order). */
  listPosts(language: Language): Promise<readonly BlogPostListing[]>;
  /** Every translation whose slug is `slug` (at most one per language). */
  findBySlug(slug: string): Promise<readonly BlogSlugMatch[]>;
  /** The post with all its translations, or null. */
  loadPost(id: string): Promise<BlogPostRecord | null>;
}
