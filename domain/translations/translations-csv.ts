import { LANGUAGES, type Language } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import {
  ALL_TRANSLATION_FIELDS,
  isTranslationKind,
  REQUIRED_TRANSLATION_FIELDS,
  SLUG_PATTERN,
  TRANSLATION_FIELDS,
  type TranslationKind,
} from './translation-fields.js';

/** The texts of one item in one language; absent fields are left as they are. */
export interface TranslationUpdate {
  readonly line: number;
  readonly kind: TranslationKind;
  readonly id: string;
  readonly language: Language;
  readonly fields: Readonly<Record<string, string>>;
}

/** One item's texts in every language, as exported. */
export interface TranslationRecord {
  readonly kind: TranslationKind;
  readonly id: string;
  readonly texts: Readonly<Partial<Record<Language, Readonly<Record<string, string | null>>>>>;
}

export interface TranslationProblem {
  readonly line: number;
  readonly column: string;
  readonly reason: string;
}

export const translationColumn = (field: string, language: Language): string => `${field}:${language}`;

/** kind, id, then field:language for every field and language. */
export const TRANSLATION_CSV_COLUMNS: readonly string[] = [
  'kind',
  'id',
  ...ALL_TRANSLATION_FIELDS.flatMap((field) => LANGUAGES.map((language) => translationColumn(field, language))),
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header must hold kind and id; text columns must be known `field:language` pairs (any subset, any order). */
export const checkTranslationHeader = (columns: readonly string[]): readonly TranslationProblem[] => {
  const known = new Set(TRANSLATION_CSV_COLUMNS);
  return [
    ...(['kind', 'id'] as const).filter((name) => !columns.includes(name)).map((name) => ({ line: 1, column: name, reason: 'column is missing' })),
    ...columns.filter((column) => !known.has(column)).map((column) => ({ line: 1, column, reason: 'unknown column (use field:language, e.g. title:nl)' })),
  ];
};

/**
 * Reads one CSV record into per-language updates. A non-empty cell sets that
 * text; an empty cell leaves it unchanged. Fields that do not belong to the
 * item's kind must stay empty.
 */
export const parseTranslationRecord = (
  fields: Readonly<Record<string, string>>,
  line: number,
): Result<readonly TranslationUpdate[], readonly TranslationProblem[]> => {
  const problems: TranslationProblem[] = [];
  const kind = (fields['kind'] ?? '').trim();
  const id = (fields['id'] ?? '').trim();
  if (!isTranslationKind(kind)) problems.push({ line, column: 'kind', reason: 'must be product, blog, landing-page or faq' });
  if (!UUID.test(id)) problems.push({ line, column: 'id', reason: 'must be the id of the item (a UUID)' });
  if (!isTranslationKind(kind)) return err(problems);
  const allowed = new Set<string>(TRANSLATION_FIELDS[kind]);
  const updates: TranslationUpdate[] = [];
  for (const language of LANGUAGES) {
    const texts: Record<string, string> = {};
    for (const field of ALL_TRANSLATION_FIELDS) {
      const column = translationColumn(field, language);
      const value = (fields[column] ?? '').trim();
      if (value === '') continue;
      if (!allowed.has(field)) {
        problems.push({ line, column, reason: `a ${kind} has no ${field}` });
        continue;
      }
      if (field === 'slug' && !SLUG_PATTERN.test(value)) problems.push({ line, column, reason: 'must be lowercase letters, digits and single dashes' });
      texts[field] = value;
    }
    if (Object.keys(texts).length > 0) updates.push({ line, kind, id, language, fields: texts });
  }
  return problems.length === 0 ? ok(updates) : err(problems);
};

/** Problems of a new translation that lacks a required field (the store knows which translations are new). */
export const missingRequiredFields = (update: TranslationUpdate): readonly TranslationProblem[] =>
  REQUIRED_TRANSLATION_FIELDS[update.kind]
    .filter((field) => update.fields[field] === undefined)
    .map((field) => ({ line: update.line, column: translationColumn(field, update.language), reason: 'is required for a new translation' }));

const escapeCell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The export file: every item with all its texts; cells of fields its kind has not are empty. */
export const translationsToCsv = (records: readonly TranslationRecord[]): string =>
  [
    TRANSLATION_CSV_COLUMNS.join(','),
    ...records.map((record) =>
      [
        record.kind,
        record.id,
        ...ALL_TRANSLATION_FIELDS.flatMap((field) => LANGUAGES.map((language) => escapeCell(record.texts[language]?.[field] ?? ''))),
      ].join(','),
    ),
  ].join('\n') + '\n';

/** For each language, the items with no translation, or with a required text missing. */
export const missingTranslations = (records: readonly TranslationRecord[]): Readonly<Record<Language, readonly string[]>> => {
  const missingIn = (language: Language): readonly string[] =>
    records
      .filter((record) => {
        const texts = record.texts[language];
        return texts === undefined || REQUIRED_TRANSLATION_FIELDS[record.kind].some((field) => (texts[field] ?? '') === '');
      })
      .map((record) => `${record.kind} ${record.id}`);
  return { nl: missingIn('nl'), de: missingIn('de'), fr: missingIn('fr'), en: missingIn('en') };
};
