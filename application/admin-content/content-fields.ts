import type { LocalizedText } from '../../domain/shared/language.js';
import type { FieldError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';

/** The slug form the database accepts: lowercase words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const MEDIA_PATH = /^\/media\/[^\s?#]+$/;
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

/** Collects field errors while a form is read, so every problem is reported at once. */
export class FieldErrors {
  readonly list: FieldError[] = [];
  add(field: string, message: LocalizedText): void {
    this.list.push({ field, message });
  }
}

/** Trimmed text, or null when empty or absent. */
export const optionalText = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Trimmed required text; records `message` on `field` when empty. */
export const requiredText = (value: string | null | undefined, field: string, message: LocalizedText, errors: FieldErrors): string => {
  const text = optionalText(value);
  if (text === null) errors.add(field, message);
  return text ?? '';
};

/** A required slug: present and in slug form. */
export const requiredSlug = (value: string | null | undefined, field: string, message: LocalizedText, errors: FieldErrors): string => {
  const slug = requiredText(value, field, message, errors);
  if (slug !== '' && !SLUG.test(slug)) errors.add(field, M.slugFormat);
  return slug;
};

/** An optional slug: null when empty, else in slug form. */
export const optionalSlug = (value: string | null | undefined, field: string, errors: FieldErrors): string | null => {
  const slug = optionalText(value);
  if (slug !== null && !SLUG.test(slug)) errors.add(field, M.slugFormat);
  return slug;
};

/** An image address: an http(s) URL or a path under /media (files stored through FileStorage). */
export const optionalImageUrl = (value: string | null | undefined, field: string, errors: FieldErrors): string | null => {
  const url = optionalText(value);
  if (url !== null && !HTTP_URL.test(url) && !MEDIA_PATH.test(url)) errors.add(field, M.imageUrlInvalid);
  return url;
};

/** A page address (canonical URL): an http(s) URL or a path on this site. */
export const optionalPageUrl = (value: string | null | undefined, field: string, errors: FieldErrors): string | null => {
  const url = optionalText(value);
  if (url !== null && !HTTP_URL.test(url) && !SITE_PATH.test(url)) errors.add(field, M.urlInvalid);
  return url;
};

/** Keywords as a list, or as the form's comma-separated text (split on commas); trimmed, empties dropped. */
export const keywordList = (value: readonly string[] | string | null | undefined): readonly string[] => {
  const parts = typeof value === 'string' ? value.split(',') : (value ?? []);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
};
