import type { DataSource } from 'typeorm';
import { exportTranslations, importTranslations } from '../../application/translations/translations.use-case.js';
import { SqlTranslationStore } from '../persistence/translations/sql-translation-store.js';
import { SanitizeHtmlSanitizer } from '../security/html-sanitizer.js';

/** Translations of products, blog posts, landing pages and FAQ entries as one CSV (the operators' CLI); HTML cells through the shop's one sanitiser. */
export const buildTranslationUseCases = (dataSource: DataSource) => {
  const translations = new SqlTranslationStore(dataSource);
  return { export: exportTranslations({ translations }), import: importTranslations({ translations, sanitizer: new SanitizeHtmlSanitizer() }) };
};
