import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_FILES } from '../../../domain/language/text-files.js';
import { LANGUAGES } from '../../../domain/shared/language.js';

const LOCALES = join(__dirname, '..', '..', 'locales');

const leafKeys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix === '' ? key : `${prefix}.${key}`))
    : [prefix];

const emptyKeys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => emptyKeys(child, prefix === '' ? key : `${prefix}.${key}`))
    : typeof value === 'string' && value.trim() === ''
      ? [prefix]
      : [];

const catalog = (language: string, file: string): unknown => JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'));

/** Every visible text exists in nl, de, fr and en: the same files, the same keys, no empty text. */
describe('translation catalogs', () => {
  const dutchFiles = readdirSync(join(LOCALES, 'nl')).sort();

  it.each(LANGUAGES.map((language) => [language]))('%s has the same catalog files as nl', (language) => {
    expect(readdirSync(join(LOCALES, language)).sort()).toEqual(dutchFiles);
  });

  it('has a file for every page text file the pages ask for', () => {
    for (const name of PAGE_TEXT_FILES) expect(dutchFiles).toContain(`${name}.json`);
  });

  it.each(dutchFiles.flatMap((file) => LANGUAGES.map((language) => [file, language] as const)))('%s in %s has the keys of nl and no empty text', (file, language) => {
    const keys = leafKeys(catalog(language, file)).sort();
    expect(keys).toEqual(leafKeys(catalog('nl', file)).sort());
    expect(emptyKeys(catalog(language, file))).toEqual([]);
  });
});
