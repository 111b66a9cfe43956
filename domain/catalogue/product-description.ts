import type { Language } from '../shared/language.js';
import { GENERIC_STORAGE_DESCRIPTION, type GenericStorageDescription } from './generic-storage-description.js';

/** The real description shows when its text or HTML is longer than this... */
export const DESCRIPTION_MIN_LENGTH = 100;
/** ...or when the meta description is longer than this. */
export const META_DESCRIPTION_MIN_LENGTH = 50;

export interface DescribedProduct<H extends string = string> {
  readonly description: string | null;
  /** Only the detail carries it. H: the web's sanitised-HTML brand passes through to the view. */
  readonly descriptionHtml?: H | null;
  readonly metaDescription: string | null;
}

/** Lengths are of the trimmed stored text; HTML counts with its tags, as stored. */
const trimmedLength = (text: string | null | undefined): number => text?.trim().length ?? 0;

export const hasRealDescription = (product: DescribedProduct): boolean =>
  trimmedLength(product.descriptionHtml) > DESCRIPTION_MIN_LENGTH ||
  trimmedLength(product.description) > DESCRIPTION_MIN_LENGTH ||
  trimmedLength(product.metaDescription) > META_DESCRIPTION_MIN_LENGTH;

export type ProductDescriptionView<H extends string = string> =
  | { readonly kind: 'html'; readonly html: H }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'generic'; readonly content: GenericStorageDescription; readonly html: string };

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const list = (items: readonly string[]): string => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The generic storage-container text as HTML (h2, p, then h3 + ul per part). */
export const genericDescriptionHtml = (language: Language): string => {
  const text = GENERIC_STORAGE_DESCRIPTION[language];
  return [
    `<h2>${escapeHtml(text.title)}</h2>`,
    `<p>${escapeHtml(text.intro)}</p>`,
    `<h3>${escapeHtml(text.featuresHeading)}</h3>${list(text.features)}`,
    `<h3>${escapeHtml(text.applicationsHeading)}</h3>${list(text.applications)}`,
    `<h3>${escapeHtml(text.whyChooseUsHeading)}</h3>${list(text.whyChooseUs)}`,
  ].join('');
};

const nonEmpty = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * What the detail page shows as description: the stored HTML when it is long enough, else
 * the stored text when it is, else (the long-meta-description case) whichever of HTML, text
 * and meta description is not empty, in that order; the generic translated
 * storage-container text when the product's own texts are too short.
 */
export const productDescription = <H extends string = string>(product: DescribedProduct<H>, language: Language): ProductDescriptionView<H> => {
  if (!hasRealDescription(product)) {
    return { kind: 'generic', content: GENERIC_STORAGE_DESCRIPTION[language], html: genericDescriptionHtml(language) };
  }
  const storedHtml = product.descriptionHtml ?? null;
  const html = nonEmpty(storedHtml);
  const text = nonEmpty(product.description);
  // The stored HTML itself (not a trimmed copy): white space around it changes nothing shown.
  if (storedHtml !== null && html !== null && html.length > DESCRIPTION_MIN_LENGTH) return { kind: 'html', html: storedHtml };
  if (text !== null && text.length > DESCRIPTION_MIN_LENGTH) return { kind: 'text', text };
  if (storedHtml !== null && html !== null) return { kind: 'html', html: storedHtml };
  return { kind: 'text', text: text ?? nonEmpty(product.metaDescription) ?? '' };
};

/** The card text (clamped to 2 lines by the page): the meta description first, else the description. */
export const cardDescription = (product: Pick<DescribedProduct, 'description' | 'metaDescription'>): string =>
  nonEmpty(product.metaDescription) ?? nonEmpty(product.description) ?? '';
