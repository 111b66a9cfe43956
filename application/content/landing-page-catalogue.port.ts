import type { ProductSummary } from '../../domain/catalogue/product.js';
import type { Section } from '../../domain/landing/section.js';
import type { Language } from '../../domain/shared/language.js';

/** A published page whose slug is the one asked for: a translation slug (`language`) or the default slug (`language` null). */
export interface LandingPageSlugMatch {
  readonly pageId: string;
  readonly language: Language | null;
}

export interface LandingPageTranslation {
  readonly language: Language;
  readonly title: string;
  /** Null when the translation has no slug of its own (the default slug is used). */
  readonly slug: string | null;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly metaKeywords: string | null;
  readonly canonicalUrl: string | null;
  readonly content: string | null;
  readonly contentHtml: string | null;
  readonly ogTitle: string | null;
  readonly ogDescription: string | null;
  readonly ogImageUrl: string | null;
  /** JSON-LD as stored. */
  readonly structuredData: unknown;
}

/** A related blog post in the language asked for. Dates are ISO timestamps. */
export interface RelatedPost {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly metaDescription: string;
  readonly imageUrl: string | null;
  readonly publishedAt: string;
  readonly customPublishDate: string | null;
}

export interface LandingPageRecord {
  readonly id: string;
  /** The default slug (landing_pages.slug). */
  readonly slug: string;
  readonly relatedProductIds: readonly string[];
  readonly translations: readonly LandingPageTranslation[];
  /** Every section of the page with all its translations, by order index. */
  readonly sections: readonly Section[];
  /** Related posts translated into the language asked for, in the page's order. */
  readonly relatedPosts: readonly RelatedPost[];
}

export interface FooterPage {
  readonly defaultSlug: string;
  readonly menuSection: string | null;
  /** The translation's slug in the language, or null. */
  readonly slug: string | null;
  readonly title: string;
}

/** A published page's address in each language it is translated into. */
export interface PublishedPageSlugs {
  readonly id: string;
  /** The translation's own slug, else the default slug. */
  readonly slugs: Readonly<Partial<Record<Language, string>>>;
}

/** Read access to the published landing pages. */
export interface LandingPageCatalogue {
  /** Every published page carrying `slug`, as a translation slug in some language or as its default slug. */
  findPublishedBySlug(slug: string): Promise<readonly LandingPageSlugMatch[]>;
  /** The page with its translations and sections; related posts in `language`. */
  loadPage(id: string, language: Language): Promise<LandingPageRecord | null>;
  /** Products translated into `language`, in the order of `ids`; ids without such a product are left out. */
  relatedProducts(ids: readonly string[], language: Language): Promise<readonly ProductSummary[]>;
  /** Published footer_subsection pages translated into `language`, by menu order. */
  listFooterPages(language: Language): Promise<readonly FooterPage[]>;
  /** Every published page with its slug per translated language (the sitemap). */
  listPublishedSlugs(): Promise<readonly PublishedPageSlugs[]>;
  /** Published pages whose title in `language` contains `term` (case-insensitive). */
  searchByTitle(language: Language, term: string, limit: number): Promise<readonly { readonly title: string; readonly slug: string }[]>;
}
