import { describe, expect, it } from '@jest/globals';
import { formatEuro } from './format-euro.js';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

describe('formatEuro', () => {
  it('formats whole euros with each language grouping and no decimals', () => {
    expect(formatEuro(123_456_700, 'nl')).toBe(`€${NBSP}1.234.567`);
    expect(formatEuro(123_456_700, 'de')).toBe(`1.234.567${NBSP}€`);
    expect(formatEuro(123_456_700, 'fr')).toBe(`1${NARROW_NBSP}234${NARROW_NBSP}567${NBSP}€`);
    expect(formatEuro(123_456_700, 'en')).toBe('€1,234,567');
  });

  it('rounds cents to euros half away from zero', () => {
    expect(formatEuro(31_049, 'en')).toBe('€310');
    expect(formatEuro(31_050, 'en')).toBe('€311');
    expect(formatEuro(0, 'en')).toBe('€0');
    expect(formatEuro(-150, 'en')).toBe('-€2');
  });
});
