import type { Language } from '../../domain/shared/language.js';
import { HTML_TRANSLATION_FIELDS, REQUIRED_TRANSLATION_FIELDS } from '../../domain/translations/translation-fields.js';
import { missingTranslations, translationColumn, translationsToCsv, type TranslationProblem, type TranslationUpdate } from '../../domain/translations/translations-csv.js';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { StorableTranslationUpdate, TranslationStore } from './translation-store.port.js';

export const exportTranslations =
  (deps: { readonly translations: TranslationStore }) =>
  async (): Promise<{ readonly csv: string; readonly missing: Readonly<Record<Language, readonly string[]>> }> => {
    const records = await deps.translations.exportAll();
    return { csv: translationsToCsv(records), missing: missingTranslations(records) };
  };

/** Splits an update's cells into plain text and HTML, the HTML through the sanitiser like every other writer's. */
export const toStorableUpdate = (update: TranslationUpdate, sanitizer: HtmlSanitizer): StorableTranslationUpdate => {
  const htmlFields = HTML_TRANSLATION_FIELDS[update.kind];
  const texts: Record<string, string> = {};
  const html: Record<string, SanitisedHtml> = {};
  for (const [field, value] of Object.entries(update.fields)) {
    if (htmlFields.includes(field)) html[field] = sanitizer.sanitize(value);
    else texts[field] = value;
  }
  const { fields: _given, ...rest } = update;
  return { ...rest, texts, html };
};

/** A required HTML cell that held nothing but what the sanitiser removes. */
const emptiedRequired = (update: StorableTranslationUpdate): readonly TranslationProblem[] =>
  Object.entries(update.html)
    .filter(([field, value]) => value === '' && REQUIRED_TRANSLATION_FIELDS[update.kind].includes(field))
    .map(([field]) => ({ line: update.line, column: translationColumn(field, update.language), reason: 'holds nothing once unsafe HTML is removed' }));

export const importTranslations =
  (deps: { readonly translations: TranslationStore; readonly sanitizer: HtmlSanitizer }) =>
  async (updates: readonly TranslationUpdate[], dryRun: boolean): Promise<readonly TranslationProblem[]> => {
    const storable = updates.map((update) => toStorableUpdate(update, deps.sanitizer));
    const emptied = storable.flatMap(emptiedRequired);
    return emptied.length > 0 ? emptied : deps.translations.apply(storable, dryRun);
  };
