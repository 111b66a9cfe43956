import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { formatVatNumber, isVatNumberCountry, parseVatNumber, type VatNumberCountry } from './vat-number.js';

/** One line of fixtures/vat-numbers/published-vat-numbers.txt: typed | customer's country | expected. */
interface PublishedCase {
  readonly line: number;
  readonly typed: string;
  readonly country: VatNumberCountry | undefined;
  readonly expected: string;
}

const readCases = (): readonly PublishedCase[] =>
  readFileSync(join(process.cwd(), 'fixtures/vat-numbers/published-vat-numbers.txt'), 'utf8')
    .split('\n')
    .map((text, index) => ({ text, line: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'))
    .map(({ text, line }) => {
      const fields = text.split('|').map((field) => field.trim());
      const [typed, country, expected] = fields;
      if (fields.length !== 3 || typed === undefined || country === undefined || expected === undefined) throw new Error(`line ${line}: three fields expected`);
      if (country !== '-' && !isVatNumberCountry(country)) throw new Error(`line ${line}: unknown country ${country}`);
      return { line, typed, country: country === '-' ? undefined : country, expected };
    });

/** What the shop makes of a typed number, in the fixture's words. */
const outcome = (typed: string, country: VatNumberCountry | undefined): string => {
  const result = parseVatNumber(typed, country);
  return result.ok ? formatVatNumber(result.value) : `refused: ${result.error.kind}`;
};

describe('published VAT numbers, as printed (fixtures/vat-numbers)', () => {
  const cases = readCases();

  it('holds a real collection: every member state, valid and refused numbers', () => {
    const accepted = cases.filter((entry) => !entry.expected.startsWith('refused'));
    expect(accepted.length).toBeGreaterThan(600);
    expect(cases.length - accepted.length).toBeGreaterThan(100);
    const countries = new Set(accepted.map((entry) => entry.expected.slice(0, 2)));
    expect([...countries].sort()).toEqual(
      ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'EL', 'ES', 'FI', 'FR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK'],
    );
  });

  it('reads each one as expected: its canonical form, or refused with the kind of mistake', () => {
    const wrong = cases
      .map((entry) => ({ ...entry, actual: outcome(entry.typed, entry.country) }))
      .filter((entry) => entry.actual !== entry.expected)
      .map((entry) => `line ${entry.line}: "${entry.typed}" gave ${entry.actual}, expected ${entry.expected}`);
    expect(wrong).toEqual([]);
  });
});
