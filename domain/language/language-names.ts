import { LANGUAGES, type Language } from '../shared/language.js';

export interface LanguageInfo {
  readonly code: Language;
  /** The language's name in itself, as the switchers show it. */
  readonly nativeName: string;
  readonly flag: string;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  nl: { code: 'nl', nativeName: 'Nederlands', flag: '🇳🇱' },
  de: { code: 'de', nativeName: 'Deutsch', flag: '🇩🇪' },
  fr: { code: 'fr', nativeName: 'Français', flag: '🇫🇷' },
  en: { code: 'en', nativeName: 'English', flag: '🇬🇧' },
};

/** The languages in menu order (nl first), for dropdowns and the floating switcher. */
export const LANGUAGE_OPTIONS: readonly LanguageInfo[] = LANGUAGES.map((code) => LANGUAGE_INFO[code]);
