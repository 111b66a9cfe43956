import type { FooterPage, LandingPageRecord, LandingPageTranslation, RelatedPost } from '../../../application/content/landing-page-catalogue.port.js';
import { isLanguage } from '../../../domain/shared/language.js';
import { toSections, type SectionJson } from '../shared/section-row.mapper.js';

interface TranslationJson extends Omit<LandingPageTranslation, 'language'> {
  readonly language: string;
}

interface RelatedPostJson extends Omit<RelatedPost, 'metaDescription'> {
  readonly metaDescription: string | null;
}

/** The row of the page statement: the page with its translations, sections and related posts as JSON. */
export interface LandingPageRow {
  readonly id: string;
  readonly slug: string;
  readonly related_product_ids: readonly string[];
  readonly translations: readonly TranslationJson[];
  readonly sections: readonly SectionJson[];
  readonly related_posts: readonly RelatedPostJson[];
}

export interface FooterPageRow {
  readonly default_slug: string;
  readonly menu_section: string | null;
  readonly slug: string | null;
  readonly title: string;
}

/** Timestamps inside JSON come as PostgreSQL text ('2026-03-01T10:00:00+00:00'); the API speaks toISOString(). */
export const isoTimestamp = (value: string | Date): string => new Date(value).toISOString();

export const toLandingPageRecord = (row: LandingPageRow): LandingPageRecord => ({
  id: row.id,
  slug: row.slug,
  relatedProductIds: row.related_product_ids,
  translations: row.translations.flatMap((translation) => {
    const { language } = translation;
    return isLanguage(language) ? [{ ...translation, language }] : [];
  }),
  sections: toSections(row.sections),
  relatedPosts: row.related_posts.map((post) => ({
    id: post.id,
    slug: post.slug,
    title: post.title,
    metaDescription: post.metaDescription ?? '',
    imageUrl: post.imageUrl,
    publishedAt: isoTimestamp(post.publishedAt),
    customPublishDate: post.customPublishDate === null ? null : isoTimestamp(post.customPublishDate),
  })),
});

export const toFooterPage = (row: FooterPageRow): FooterPage => ({
  defaultSlug: row.default_slug,
  menuSection: row.menu_section,
  slug: row.slug,
  title: row.title,
});
