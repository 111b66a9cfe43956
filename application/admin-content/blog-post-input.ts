import type { BlogPostTranslation } from '../content/blog-catalogue.port.js';
import type { WithSanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import { FieldErrors, keywordList, optionalImageUrl, optionalText, requiredSlug, requiredText } from './content-fields.js';

export interface BlogTranslationInput {
  readonly title?: string | undefined;
  readonly slug?: string | undefined;
  /** HTML; sanitised before it is stored. */
  readonly content?: string | undefined;
  readonly metaDescription?: string | null | undefined;
  readonly keywords?: readonly string[] | string | null | undefined;
}

/** The blog editor's form as the API receives it. */
export interface BlogPostInput {
  readonly imageUrl?: string | null | undefined;
  readonly imageAlt?: string | null | undefined;
  readonly imageTitle?: string | null | undefined;
  /** ISO date or timestamp; null clears it. */
  readonly customPublishDate?: string | null | undefined;
  readonly translations: Readonly<Partial<Record<Language, BlogTranslationInput | undefined>>>;
}

/** A checked, sanitised post ready to be stored. */
export interface BlogPostDraft {
  readonly imageUrl: string | null;
  readonly imageAlt: string | null;
  readonly imageTitle: string | null;
  readonly customPublishDate: string | null;
  readonly translations: readonly BlogPostTranslationDraft[];
}

/** A translation as stored: its content through the sanitiser. */
export type BlogPostTranslationDraft = WithSanitisedHtml<BlogPostTranslation, 'content'>;

/**
 * Checks the form: Title, URL Slug and Content required in every language
 * given (at least one); the image URL an http(s) URL or a /media path;
 * keywords split; the content sanitised.
 */
export const toBlogPostDraft = (input: BlogPostInput, sanitizer: HtmlSanitizer): Result<BlogPostDraft, ApplicationError> => {
  const errors = new FieldErrors();
  const imageUrl = optionalImageUrl(input.imageUrl, 'imageUrl', errors);
  const translations: BlogPostTranslationDraft[] = [];
  for (const language of LANGUAGES) {
    const given = input.translations[language];
    if (given === undefined) continue;
    const at = `translations.${language}`;
    const title = requiredText(given.title, `${at}.title`, M.titleRequired, errors);
    const slug = requiredSlug(given.slug, `${at}.slug`, M.slugRequired, errors);
    const rawContent = requiredText(given.content, `${at}.content`, M.contentRequired, errors);
    const content = sanitizer.sanitize(rawContent);
    if (rawContent !== '' && content === '') errors.add(`${at}.content`, M.contentRequired);
    translations.push({ language, title, slug, content, metaDescription: optionalText(given.metaDescription) ?? '', keywords: keywordList(given.keywords) });
  }
  if (translations.length === 0) errors.add('translations', M.translationRequired);
  if (errors.list.length > 0) return err(invalidInput(errors.list));
  return ok({
    imageUrl,
    imageAlt: optionalText(input.imageAlt),
    imageTitle: optionalText(input.imageTitle),
    customPublishDate: optionalText(input.customPublishDate),
    translations,
  });
};
