import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { TRANSLATION_FIELDS, TRANSLATION_KINDS } from './translation-fields.js';
import { checkTranslationHeader, missingTranslations, parseTranslationRecord, translationsToCsv, type TranslationRecord } from './translations-csv.js';

const anyText = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() === text && text.trim() !== '');
const anySlug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
const anyRecord: fc.Arbitrary<TranslationRecord> = fc.constantFrom(...TRANSLATION_KINDS).chain((kind) =>
  fc.record({
    kind: fc.constant(kind),
    id: fc.uuid(),
    texts: fc.record(
      Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          fc.record(Object.fromEntries(TRANSLATION_FIELDS[kind].map((field) => [field, field === 'slug' ? anySlug : anyText]))),
        ]),
      ),
      { requiredKeys: [] },
    ),
  }),
);

describe('the translations CSV', () => {
  it('round-trips: an exported file reads back as the same texts, commas, quotes and line breaks included', () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 5 }), (records) => {
        const rows: Record<string, string>[] = parse(translationsToCsv(records), { columns: true });
        expect(checkTranslationHeader(Object.keys(rows[0] ?? { kind: '', id: '' }))).toEqual([]);
        rows.forEach((row, index) => {
          const record = records[index];
          const parsed = parseTranslationRecord(row, index + 2);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok || record === undefined) return;
          for (const update of parsed.value) expect(update.fields).toEqual(record.texts[update.language]);
          expect(parsed.value.map((update) => update.language).sort()).toEqual(Object.keys(record.texts).sort());
        });
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a text in a field the kind does not have, a bad slug and an unknown kind, naming the column', () => {
    const id = '7f1c8a36-5f28-4d4a-9d51-2d6c1a6f0b11';
    const faqWithSlug = parseTranslationRecord({ kind: 'faq', id, 'slug:nl': 'x' }, 2);
    expect(faqWithSlug.ok ? [] : faqWithSlug.error.map((problem) => problem.column)).toEqual(['slug:nl']);
    const badSlug = parseTranslationRecord({ kind: 'product', id, 'slug:de': 'Not A Slug' }, 3);
    expect(badSlug.ok ? [] : badSlug.error.map((problem) => problem.column)).toEqual(['slug:de']);
    const badKind = parseTranslationRecord({ kind: 'page', id }, 4);
    expect(badKind.ok ? [] : badKind.error.map((problem) => problem.column)).toEqual(['kind']);
  });

  it('reports a language as missing when a required text is empty', () => {
    const record: TranslationRecord = { kind: 'faq', id: 'x', texts: { nl: { question: 'Vraag?', answer: 'Antwoord.' }, de: { question: 'Frage?', answer: '' } } };
    expect(missingTranslations([record])).toEqual({ nl: [], de: ['faq x'], fr: ['faq x'], en: ['faq x'] });
  });
});
