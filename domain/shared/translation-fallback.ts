import { DEFAULT_LANGUAGE, type Language } from './language.js';

/**
 * The spec's language fallback for an item shown in one language: that
 * language, else Dutch, else the first translation there is.
 */
export const pickTranslation = <T extends { readonly language: string }>(
  translations: readonly T[],
  wanted: Language,
): T | undefined =>
  translations.find((translation) => translation.language === wanted) ??
  translations.find((translation) => translation.language === DEFAULT_LANGUAGE) ??
  translations[0];
