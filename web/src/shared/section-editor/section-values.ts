import { HIGHLIGHT_ICONS, type HighlightIcon, type SectionTranslation, type SectionType } from '../../../../domain/landing/section.js';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import type { AdminSectionJson, SectionInputJson } from './section-json.js';

export interface HighlightBoxValues {
  readonly icon: HighlightIcon;
  readonly title: string;
  readonly content: string;
  readonly buttonText: string;
  readonly buttonUrl: string;
}

export interface SectionTextValues {
  readonly title: string;
  readonly subtitle: string;
  readonly contentHtml: string;
  readonly imageUrl: string;
  readonly imageAlt: string;
  readonly buttonText: string;
  readonly buttonUrl: string;
  readonly highlightBoxes: readonly HighlightBoxValues[];
}

/** A section while it is edited: every text as typed, empty strings for absent values. */
export interface SectionValues {
  /** The stored id, or a local key (`new-…`) for a section not saved yet. */
  readonly key: string;
  readonly savedId: string | null;
  readonly type: SectionType;
  readonly backgroundColor: string;
  readonly backgroundGradient: string;
  readonly paddingTop: string;
  readonly paddingBottom: string;
  readonly texts: Readonly<Record<Language, SectionTextValues>>;
}

export const emptySectionTexts = (): SectionTextValues => ({ title: '', subtitle: '', contentHtml: '', imageUrl: '', imageAlt: '', buttonText: '', buttonUrl: '', highlightBoxes: [] });

export const emptyHighlightBox = (): HighlightBoxValues => ({ icon: HIGHLIGHT_ICONS[0], title: '', content: '', buttonText: '', buttonUrl: '' });

let newSectionCount = 0;

export const newSection = (type: SectionType): SectionValues => {
  newSectionCount += 1;
  return {
    key: `new-${newSectionCount}`,
    savedId: null,
    type,
    backgroundColor: '',
    backgroundGradient: '',
    paddingTop: '',
    paddingBottom: '',
    texts: { nl: emptySectionTexts(), de: emptySectionTexts(), fr: emptySectionTexts(), en: emptySectionTexts() },
  };
};

const textsOf = (json: SectionTranslation | undefined): SectionTextValues =>
  json === undefined
    ? emptySectionTexts()
    : {
        title: json.title ?? '',
        subtitle: json.subtitle ?? '',
        contentHtml: json.contentHtml ?? '',
        imageUrl: json.imageUrl ?? '',
        imageAlt: json.imageAlt ?? '',
        buttonText: json.buttonText ?? '',
        buttonUrl: json.buttonUrl ?? '',
        highlightBoxes: json.highlightBoxes.map((box) => ({ ...box, buttonText: box.buttonText ?? '', buttonUrl: box.buttonUrl ?? '' })),
      };

export const sectionValuesOf = (json: AdminSectionJson): SectionValues => ({
  key: json.id,
  savedId: json.id,
  type: json.type,
  backgroundColor: json.backgroundColor ?? '',
  backgroundGradient: json.backgroundGradient ?? '',
  paddingTop: json.paddingTop ?? '',
  paddingBottom: json.paddingBottom ?? '',
  texts: { nl: textsOf(json.translations.nl), de: textsOf(json.translations.de), fr: textsOf(json.translations.fr), en: textsOf(json.translations.en) },
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

const isBlank = (texts: SectionTextValues): boolean =>
  [texts.title, texts.subtitle, texts.contentHtml, texts.imageUrl, texts.imageAlt, texts.buttonText, texts.buttonUrl].every((text) => text.trim() === '') && texts.highlightBoxes.length === 0;

/** The body the API takes; a language with nothing typed is left out. The server checks types, icons and link URLs. */
export const sectionInputOf = (values: SectionValues): SectionInputJson => {
  const translations: SectionInputJson['translations'] = {};
  for (const language of LANGUAGES) {
    const texts = values.texts[language];
    if (isBlank(texts)) continue;
    translations[language] = {
      title: texts.title.trim(),
      subtitle: orNull(texts.subtitle),
      contentHtml: orNull(texts.contentHtml),
      imageUrl: orNull(texts.imageUrl),
      imageAlt: orNull(texts.imageAlt),
      buttonText: orNull(texts.buttonText),
      buttonUrl: orNull(texts.buttonUrl),
      highlightBoxes: texts.highlightBoxes.map((box) => ({ icon: box.icon, title: box.title.trim(), content: box.content.trim(), buttonText: orNull(box.buttonText), buttonUrl: orNull(box.buttonUrl) })),
    };
  }
  return {
    ...(values.savedId === null ? {} : { id: values.savedId }),
    type: values.type,
    backgroundColor: orNull(values.backgroundColor),
    backgroundGradient: orNull(values.backgroundGradient),
    paddingTop: orNull(values.paddingTop),
    paddingBottom: orNull(values.paddingBottom),
    translations,
  };
};
