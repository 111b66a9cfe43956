import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { BlogPostInputJson, BlogTranslationInputJson } from '../remote/admin-blog-requests.js';
import type { BlogFormValues } from './blog-form-values.js';

/** Message keys (adminBlog.errors.*) by field name, the server's field names (`translations.de.slug`). */
export type BlogFormErrors = Readonly<Record<string, string>>;

const IMAGE_URL = /^(https?:\/\/[^\s/?#]+[^\s]*|\/media\/[^\s?#]+)$/i;

/** The spec: keywords are split on commas, trimmed, empties dropped. */
export const splitKeywords = (text: string): readonly string[] =>
  text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/**
 * The spec's rules, checked before sending (the server checks them again): Title, URL Slug and
 * Content required in every language; Image URL must be a URL (or an uploaded /media path).
 */
export const checkBlogForm = (values: BlogFormValues): BlogFormErrors => {
  const errors: Record<string, string> = {};
  const imageUrl = values.imageUrl.trim();
  if (imageUrl !== '' && !IMAGE_URL.test(imageUrl)) errors['imageUrl'] = 'adminBlog.errors.imageUrl';
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    if (texts.title.trim() === '') errors[`translations.${language}.title`] = 'adminBlog.errors.title';
    if (texts.slug.trim() === '') errors[`translations.${language}.slug`] = 'adminBlog.errors.slug';
    if (texts.content.trim() === '') errors[`translations.${language}.content`] = 'adminBlog.errors.content';
  }
  return errors;
};

/** The first language whose fields have an error, so its tab can be shown. */
export const firstLanguageWithErrors = (errors: Readonly<Record<string, string>>): Language | undefined =>
  LANGUAGES.find((language) => Object.keys(errors).some((field) => field.startsWith(`translations.${language}.`)));

/** The API body; the publish date is sent as midnight UTC of the chosen day. */
export const blogInputOf = (values: BlogFormValues): BlogPostInputJson => {
  const translations: Partial<Record<Language, BlogTranslationInputJson>> = {};
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    translations[language] = {
      title: texts.title.trim(),
      slug: texts.slug.trim(),
      content: texts.content,
      metaDescription: orNull(texts.metaDescription),
      keywords: [...splitKeywords(texts.keywords)],
    };
  }
  return {
    imageUrl: orNull(values.imageUrl),
    imageAlt: orNull(values.imageAlt),
    imageTitle: orNull(values.imageTitle),
    customPublishDate: values.publishDate === '' ? null : `${values.publishDate}T00:00:00.000Z`,
    translations,
  };
};
