import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { roundedRatio } from '../shared/money.js';
import { formatEuro } from './format-euro.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyPriceCents = fc.integer({ min: 0, max: 1_000_000_000 });

describe('formatEuro', () => {
  it('shows exactly the rounded whole euros, with a euro sign and no decimals', () => {
    fc.assert(fc.property(anyPriceCents, anyLanguage, (cents, language) => {
      const text = formatEuro(cents, language);
      expect(text).toContain('€');
      expect(Number(text.replace(/\D/g, ''))).toBe(roundedRatio(cents, 100));
    }));
  });

  it('is deterministic', () => {
    fc.assert(fc.property(anyPriceCents, anyLanguage, (cents, language) => formatEuro(cents, language) === formatEuro(cents, language)));
  });
});
