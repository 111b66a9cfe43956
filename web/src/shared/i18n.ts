import { isAdminTextFile, isStartTextFile, type PageTextFile } from '../../../domain/language/text-files.js';
import { LANGUAGES, type Language } from '../../../domain/shared/language.js';
import { Translator, type Catalog } from './translation/index.js';

/**
 * The catalogs live in web/locales/{language}/{file}.json, for translators:
 * the keys of `cart.json` are read as `cart.…` (e.g. t('cart.title')).
 */
const catalogs = import.meta.glob<Catalog>('../../locales/*/*.json', { import: 'default' });

interface CatalogFile {
  readonly name: string;
  readonly load: () => Promise<Catalog>;
}

const filesOf = (language: Language): readonly CatalogFile[] => {
  const prefix = `../../locales/${language}/`;
  return Object.entries(catalogs)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, load]) => ({ name: path.slice(prefix.length, -'.json'.length), load }));
};

const loaded = new Set<string>();
let initialized = false;

const loadFiles = async (language: Language, wanted: (name: string) => boolean): Promise<void> => {
  const missing = filesOf(language).filter((file) => wanted(file.name) && !loaded.has(`${language}/${file.name}`));
  const parts = await Promise.all(missing.map(async (file) => [file.name, await file.load()] as const));
  for (const [name, catalog] of parts) {
    i18n.addCatalog(language, name, catalog);
    loaded.add(`${language}/${name}`);
  }
};

/** A key of a file not loaded yet (say an admin text on a storefront page) loads its file, then the view re-renders. */
const loadFileOfMissingKey = (key: string): void => {
  if (!initialized) return;
  const language = i18n.language;
  const name = key.split('.')[0] ?? '';
  void loadFiles(language, (file) => file === name);
};

export const i18n = new Translator(undefined, loadFileOfMissingKey);

/** The page files asked for so far: a language switch loads them in the new language too. */
const requestedPageFiles = new Set<string>();

/** Start files always (domain/language/text-files.ts), admin files on admin screens, page files once a page asked for them. */
const wantedFiles =
  (admin: boolean) =>
  (name: string): boolean =>
    isStartTextFile(name) || (admin && isAdminTextFile(name)) || requestedPageFiles.has(name);

/** Whether the language's texts (with the admin ones when asked) are all loaded. */
export const catalogsLoaded = (language: Language, options: { readonly admin: boolean }): boolean =>
  filesOf(language).every((file) => !wantedFiles(options.admin)(file.name) || loaded.has(`${language}/${file.name}`));

export const isI18nInitialized = (): boolean => initialized;

export const initI18n = async (language: Language, options: { readonly admin: boolean } = { admin: false }): Promise<void> => {
  await switchLanguage(language, options);
  initialized = true;
};

/** A page's own texts (see PAGE_TEXT_FILES), loaded with its chunk in the current language. */
export const loadPageTextFiles = async (names: readonly PageTextFile[]): Promise<void> => {
  for (const name of names) requestedPageFiles.add(name);
  if (initialized) await loadFiles(i18n.language, (file) => requestedPageFiles.has(file));
};

/** The admin file `auth` in the current language: the footer's account column on a storefront page loads it with its chunk. */
export const loadAccountTexts = async (): Promise<void> => {
  if (initialized) await loadFiles(i18n.language, (file) => file === 'auth');
};

/** Loads the language's catalogs when needed (the admin ones only for admin screens), then switches. */
export const switchLanguage = async (language: Language, options: { readonly admin: boolean } = { admin: false }): Promise<void> => {
  await loadFiles(language, wantedFiles(options.admin));
  i18n.changeLanguage(language);
  // Written only when it changes: setting `lang` makes the browser restyle the whole page, even to the same value.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
};

/**
 * Server rendering (web/src/entry-server.tsx): every text file of every language loaded once,
 * and one translator per language, since renders of different languages run side by side and
 * a render never switches language.
 */
export const serverTranslators = async (): Promise<ReadonlyMap<Language, Translator>> => {
  const translators = new Map<Language, Translator>();
  for (const language of LANGUAGES) {
    await loadFiles(language, () => true);
    const translator = new Translator(language);
    for (const file of filesOf(language)) translator.addCatalog(language, file.name, await file.load());
    translators.set(language, translator);
  }
  return translators;
};
