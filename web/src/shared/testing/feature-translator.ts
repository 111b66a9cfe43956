import type { Language } from '../../../../domain/shared/language.js';
import { Translator, type Catalog } from '../translation/index.js';

/** A translator in `lang` holding one feature's catalog file in the four languages (for component tests). */
export const featureTranslator = (lang: Language, file: string, catalogs: Readonly<Record<Language, Catalog>>): Translator => {
  const translator = new Translator(lang);
  for (const [language, catalog] of Object.entries(catalogs) as [Language, Catalog][]) translator.addCatalog(language, file, catalog);
  return translator;
};
