import type { Language } from '../../domain/shared/language.js';
import { missingTranslations, translationsToCsv, type TranslationProblem, type TranslationUpdate } from '../../domain/translations/translations-csv.js';
import type { TranslationStore } from './translation-store.port.js';

export const exportTranslations =
  (deps: { readonly translations: TranslationStore }) =>
  async (): Promise<{ readonly csv: string; readonly missing: Readonly<Record<Language, readonly string[]>> }> => {
    const records = await deps.translations.exportAll();
    return { csv: translationsToCsv(records), missing: missingTranslations(records) };
  };

export const importTranslations =
  (deps: { readonly translations: TranslationStore }) =>
  (updates: readonly TranslationUpdate[], dryRun: boolean): Promise<readonly TranslationProblem[]> =>
    deps.translations.apply(updates, dryRun);
