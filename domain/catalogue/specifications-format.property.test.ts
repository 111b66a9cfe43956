import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { formatDimensions, formatWeightInTonnes } from './specifications-format.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyMetres = fc.option(fc.double({ min: 0, max: 20, noNaN: true }), { nil: null });
const anyKilograms = fc.integer({ min: 0, max: 100_000 });

describe('specification format properties', () => {
  it('writes three two-decimal values (or N/A) joined with ×', () => {
    fc.assert(
      fc.property(anyMetres, anyMetres, anyMetres, anyLanguage, (length, width, height, language) => {
        const text = formatDimensions({ length, width, height }, language);
        if (length === null && width === null && height === null) return text === 'N/A';
        return /^(\d+[.,]\d{2}|N\/A) × (\d+[.,]\d{2}|N\/A) × (\d+[.,]\d{2}|N\/A) m$/.test(text);
      }),
    );
  });

  it('writes kilograms as tonnes within half a hundredth', () => {
    fc.assert(
      fc.property(anyKilograms, anyLanguage, (kilograms, language) => {
        const text = formatWeightInTonnes(kilograms, language);
        expect(text).toMatch(/^\d+[.,]\d{2} t$/);
        expect(Math.abs(Number(text.replace(',', '.').replace(' t', '')) - kilograms / 1000)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
