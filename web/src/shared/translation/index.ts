export { Translator, type Catalog, type TFunction, type TranslateOptions } from './translator.js';
export { TranslationProvider, useTranslation } from './use-translation.js';
