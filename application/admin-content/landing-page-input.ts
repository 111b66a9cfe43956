import type { WithSanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { LandingPageTranslation } from '../content/landing-page-catalogue.port.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import { FieldErrors, optionalImageUrl, optionalPageUrl, optionalSlug, optionalText, requiredSlug, requiredText } from './content-fields.js';

export const LANDING_VISIBILITIES = ['hidden', 'header', 'footer', 'footer_subsection', 'both'] as const;
export type LandingVisibility = (typeof LANDING_VISIBILITIES)[number];
export const MENU_SECTIONS = ['primary', 'secondary', 'products', 'company', 'services', 'support', 'resources'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface LandingTranslationInput {
  readonly title?: string | undefined;
  readonly slug?: string | null | undefined;
  readonly metaTitle?: string | null | undefined;
  readonly metaDescription?: string | null | undefined;
  readonly metaKeywords?: string | null | undefined;
  readonly canonicalUrl?: string | null | undefined;
  readonly content?: string | null | undefined;
  /** HTML; sanitised before it is stored. */
  readonly contentHtml?: string | null | undefined;
  readonly ogTitle?: string | null | undefined;
  readonly ogDescription?: string | null | undefined;
  readonly ogImageUrl?: string | null | undefined;
  /** JSON-LD: a JSON value, or text holding one. */
  readonly structuredData?: unknown;
}

/** The landing page editor's form as the API receives it. */
export interface LandingPageInput {
  readonly slug?: string | undefined;
  readonly visibility?: LandingVisibility | undefined;
  readonly menuSection?: MenuSection | null | undefined;
  readonly menuOrder?: number | undefined;
  readonly isPublished?: boolean | undefined;
  readonly relatedProductIds?: readonly string[] | undefined;
  readonly relatedBlogPostIds?: readonly string[] | undefined;
  readonly translations?: Readonly<Partial<Record<Language, LandingTranslationInput | undefined>>> | undefined;
}

export interface LandingPageDraft {
  readonly slug: string;
  readonly visibility: LandingVisibility;
  readonly menuSection: MenuSection | null;
  readonly menuOrder: number;
  readonly isPublished: boolean;
  readonly relatedProductIds: readonly string[];
  readonly relatedBlogPostIds: readonly string[];
  readonly translations: readonly LandingPageTranslationDraft[];
}

/** A translation as stored: contentHtml through the sanitiser; content is plain text (shown as text). */
export type LandingPageTranslationDraft = WithSanitisedHtml<LandingPageTranslation, 'contentHtml'>;

const structuredData = (value: unknown, field: string, errors: FieldErrors): unknown => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    errors.add(field, M.structuredDataInvalid);
    return null;
  }
};

const translation = (language: Language, given: LandingTranslationInput, errors: FieldErrors, sanitizer: HtmlSanitizer): LandingPageTranslationDraft => {
  const at = `translations.${language}`;
  const html = optionalText(given.contentHtml);
  return {
    language,
    title: requiredText(given.title, `${at}.title`, M.titleRequired, errors),
    slug: optionalSlug(given.slug, `${at}.slug`, errors),
    metaTitle: optionalText(given.metaTitle),
    metaDescription: optionalText(given.metaDescription),
    metaKeywords: optionalText(given.metaKeywords),
    canonicalUrl: optionalPageUrl(given.canonicalUrl, `${at}.canonicalUrl`, errors),
    content: optionalText(given.content),
    contentHtml: html === null ? null : sanitizer.sanitize(html),
    ogTitle: optionalText(given.ogTitle),
    ogDescription: optionalText(given.ogDescription),
    ogImageUrl: optionalImageUrl(given.ogImageUrl, `${at}.ogImageUrl`, errors),
    structuredData: structuredData(given.structuredData, `${at}.structuredData`, errors),
  };
};

/** Checks the form: Default Slug required (slug form), a title per language given, contentHtml sanitised. */
export const toLandingPageDraft = (input: LandingPageInput, sanitizer: HtmlSanitizer): Result<LandingPageDraft, ApplicationError> => {
  const errors = new FieldErrors();
  const slug = requiredSlug(input.slug, 'slug', M.defaultSlugRequired, errors);
  const translations = LANGUAGES.flatMap((language) => {
    const given = input.translations?.[language];
    return given === undefined ? [] : [translation(language, given, errors, sanitizer)];
  });
  if (errors.list.length > 0) return err(invalidInput(errors.list));
  return ok({
    slug,
    visibility: input.visibility ?? 'hidden',
    menuSection: input.menuSection ?? null,
    menuOrder: input.menuOrder ?? 0,
    isPublished: input.isPublished ?? false,
    relatedProductIds: [...new Set(input.relatedProductIds ?? [])],
    relatedBlogPostIds: [...new Set(input.relatedBlogPostIds ?? [])],
    translations,
  });
};
