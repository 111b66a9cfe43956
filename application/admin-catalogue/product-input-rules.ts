import { SLUG_PATTERN } from '../../domain/translations/translation-fields.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import { invalidInput, type ApplicationError, type FieldError } from '../shared/application-error.js';
import { ADMIN_CATALOGUE_MESSAGES } from './admin-catalogue-messages.js';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { PerLanguage, ProductDraft, ProductInput, ProductTranslationDraft } from './admin-product.js';

const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text);
const blankHtmlToNull = (html: SanitisedHtml): SanitisedHtml | null => (html.trim() === '' ? null : html);

/** An image address an admin may store: a path on this site or an http(s) address. */
export const isImageUrl = (url: string): boolean => {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed !== url) return false;
  if (trimmed.startsWith('/')) return !trimmed.startsWith('//') && !trimmed.includes('\\');
  return /^https?:\/\/[^\s/]+/.test(trimmed);
};

export const imageUrlErrors = (field: string, url: string | null): readonly FieldError[] =>
  url === null || isImageUrl(url) ? [] : [{ field, message: ADMIN_CATALOGUE_MESSAGES.invalidImageUrl }];

const translationErrors = (language: Language, translation: ProductInput['translations'][Language] & object): FieldError[] => {
  const errors: FieldError[] = [];
  for (const field of ['title', 'description', 'slug'] as const) {
    if (translation[field].trim() === '') errors.push({ field: `translations.${language}.${field}`, message: ADMIN_CATALOGUE_MESSAGES.required });
  }
  if (translation.slug.trim() !== '' && !SLUG_PATTERN.test(translation.slug)) {
    errors.push({ field: `translations.${language}.slug`, message: ADMIN_CATALOGUE_MESSAGES.invalidSlug });
  }
  return errors;
};

/**
 * The editor's rules for a save: a Dutch translation at least; title,
 * description and slug in every language present; the description HTML
 * sanitised before it is stored.
 */
export const checkProductInput = (input: ProductInput, sanitizer: HtmlSanitizer): Result<ProductDraft, ApplicationError> => {
  const errors: FieldError[] = [];
  if (input.translations[DEFAULT_LANGUAGE] === undefined) {
    errors.push({ field: `translations.${DEFAULT_LANGUAGE}`, message: ADMIN_CATALOGUE_MESSAGES.dutchRequired });
  }
  const translations: Partial<Record<Language, ProductTranslationDraft>> = {};
  for (const language of LANGUAGES) {
    const translation = input.translations[language];
    if (translation === undefined) continue;
    errors.push(...translationErrors(language, translation));
    const html = blankToNull(translation.descriptionHtml);
    translations[language] = {
      title: translation.title.trim(),
      description: translation.description,
      slug: translation.slug,
      descriptionHtml: html === null ? null : blankHtmlToNull(sanitizer.sanitize(html)),
      metaTitle: blankToNull(translation.metaTitle),
      metaDescription: blankToNull(translation.metaDescription),
    };
  }
  if (errors.length > 0) return err(invalidInput(errors));
  return ok({ fields: input.fields, translations: translations satisfies PerLanguage<ProductTranslationDraft> });
};

/** The public path of a product page in one language. */
export const productPath = (language: Language, slug: string): string => `/${language}/container/${slug}`;
