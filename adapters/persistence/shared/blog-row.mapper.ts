import type { BlogPostListing, BlogPostRecord, BlogPostTranslation } from '../../../application/content/blog-catalogue.port.js';
import { isLanguage } from '../../../domain/shared/language.js';

export interface BlogListRow {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly meta_description: string | null;
  readonly content: string;
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly published_at: Date;
  readonly custom_publish_date: Date | null;
}

interface TranslationJson {
  readonly language: string;
  readonly title: string;
  readonly slug: string;
  readonly content: string;
  readonly metaDescription: string | null;
  /** jsonb; a list of strings when written by this application. */
  readonly keywords: unknown;
}

export interface BlogPostRow {
  readonly id: string;
  readonly image_url: string | null;
  readonly image_alt: string | null;
  readonly image_title: string | null;
  readonly published_at: Date;
  readonly custom_publish_date: Date | null;
  readonly translations: readonly TranslationJson[];
}

const keywordsOf = (value: unknown): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const toBlogPostListing = (row: BlogListRow): BlogPostListing => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  metaDescription: row.meta_description ?? '',
  content: row.content,
  imageUrl: row.image_url,
  imageAlt: row.image_alt,
  publishedAt: row.published_at.toISOString(),
  customPublishDate: row.custom_publish_date?.toISOString() ?? null,
});

const toTranslation = (json: TranslationJson): BlogPostTranslation[] => {
  const { language } = json;
  if (!isLanguage(language)) return [];
  return [
    {
      language,
      title: json.title,
      slug: json.slug,
      content: json.content,
      metaDescription: json.metaDescription ?? '',
      keywords: keywordsOf(json.keywords),
    },
  ];
};

export const toBlogPostRecord = (row: BlogPostRow): BlogPostRecord => ({
  id: row.id,
  imageUrl: row.image_url,
  imageAlt: row.image_alt,
  imageTitle: row.image_title,
  publishedAt: row.published_at.toISOString(),
  customPublishDate: row.custom_publish_date?.toISOString() ?? null,
  translations: row.translations.flatMap(toTranslation),
});
