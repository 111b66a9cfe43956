import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../domain/shared/language.js';

type Catalog = Record<string, unknown>;

/**
 * The catalogs live in web/locales/{language}/{feature}.json, for translators:
 * the keys of `cart.json` are read as `cart.…` (e.g. t('cart.title')).
 */
const catalogs = import.meta.glob<Catalog>('../../locales/*/*.json', { import: 'default' });

const loadCatalog = async (language: Language): Promise<Catalog> => {
  const prefix = `../../locales/${language}/`;
  const files = Object.entries(catalogs).filter(([path]) => path.startsWith(prefix));
  if (files.length === 0) throw new Error(`No catalog for ${language}`);
  const parts = await Promise.all(files.map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), await load()] as const));
  return Object.fromEntries(parts);
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
