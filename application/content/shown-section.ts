import type { Section, SectionTranslation, SectionType } from '../../domain/landing/section.js';
import { specialSectionKind, type SpecialSectionKind } from '../../domain/landing/special-sections.js';
import type { Language } from '../../domain/shared/language.js';

/** A section as a page shows it in one language: its texts in that language only, and its special treatment. */
export interface ShownSection {
  readonly id: string;
  readonly type: SectionType;
  readonly orderIndex: number;
  readonly backgroundColor: string | null;
  readonly backgroundGradient: string | null;
  readonly paddingTop: string | null;
  readonly paddingBottom: string | null;
  readonly special: SpecialSectionKind | null;
  /** Null when the section has no translation in the language: it renders nothing. */
  readonly translation: SectionTranslation | null;
}

export const toShownSection = (section: Section, language: Language): ShownSection => ({
  id: section.id,
  type: section.type,
  orderIndex: section.orderIndex,
  backgroundColor: section.backgroundColor,
  backgroundGradient: section.backgroundGradient,
  paddingTop: section.paddingTop,
  paddingBottom: section.paddingBottom,
  special: specialSectionKind(section),
  translation: section.translations[language] ?? null,
});
