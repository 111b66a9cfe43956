import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../domain/shared/language.js';

type Catalog = Record<string, unknown>;

/** The catalogs live in web/locales/{nl,de,fr,en}.json, one per language, for translators. */
const catalogs = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });

const loadCatalog = async (language: Language): Promise<Catalog> => {
  const load = catalogs[`../../locales/${language}.json`];
  if (load === undefined) throw new Error(`No catalog for ${language}`);
  return load();
};

export const i18n = i18next.createInstance();

export const initI18n = async (language: Language): Promise<void> => {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language);
};

/** Loads the catalog when needed, then switches. */
export const switchLanguage = async (language: Language): Promise<void> => {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await loadCatalog(language));
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(DEFAULT_LANGUAGE, 'translation')) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', await loadCatalog(DEFAULT_LANGUAGE));
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
};
