/** The four site languages; nl is the default and the fallback everywhere. */
export const LANGUAGES = ['nl', 'de', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

/** A text in every site language. */
export type LocalizedText = Readonly<Record<Language, string>>;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export const fillTemplate = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** Fills the same placeholders in every language of a message. */
export const fillLocalized = (text: LocalizedText, values: Readonly<Record<string, string | number>>): LocalizedText => ({
  nl: fillTemplate(text.nl, values),
  de: fillTemplate(text.de, values),
  fr: fillTemplate(text.fr, values),
  en: fillTemplate(text.en, values),
});
