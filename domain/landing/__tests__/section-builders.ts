import type { Language } from '../../shared/language.js';
import type { Section, SectionTranslation, SectionType } from '../section.js';

/** Test-only builders for sections. */
export const translation = (title: string): SectionTranslation => ({
  title,
  subtitle: null,
  contentHtml: null,
  imageUrl: null,
  imageAlt: null,
  buttonText: null,
  buttonUrl: null,
  highlightBoxes: [],
});

export const section = (
  id: string,
  type: SectionType,
  orderIndex: number,
  titles: Partial<Record<Language, string>> = { nl: id },
): Section => ({
  id,
  type,
  orderIndex,
  backgroundColor: null,
  backgroundGradient: null,
  paddingTop: null,
  paddingBottom: null,
  translations: Object.fromEntries(Object.entries(titles).map(([language, title]) => [language, translation(title)])),
});
