import type { DataSource } from 'typeorm';
import { exportTranslations, importTranslations } from '../../application/translations/translations.use-case.js';
import { SqlTranslationStore } from '../persistence/translations/sql-translation-store.js';

/** Translations of products, blog posts, landing pages and FAQ entries as one CSV (the operators' CLI). */
export const buildTranslationUseCases = (dataSource: DataSource) => {
  const deps = { translations: new SqlTranslationStore(dataSource) };
  return { export: exportTranslations(deps), import: importTranslations(deps) };
};
