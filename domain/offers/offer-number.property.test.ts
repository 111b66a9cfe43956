import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { formatOfferNumber, parseOfferNumber } from './offer-number.js';

const anyYear = fc.integer({ min: 2000, max: 9999 });
const anySequence = fc.integer({ min: 1, max: 999_999 });

describe('offer numbers', () => {
  it('round-trip: a formatted number parses to its year and sequence', () => {
    fc.assert(fc.property(anyYear, anySequence, (year, sequence) => expect(parseOfferNumber(formatOfferNumber(year, sequence))).toEqual({ year, sequence })));
  });

  it('sort by their text in the order of their sequence within a year', () => {
    fc.assert(
      fc.property(anyYear, anySequence, anySequence, (year, a, b) => {
        const [left, right] = [formatOfferNumber(year, a), formatOfferNumber(year, b)];
        expect(Math.sign(left.localeCompare(right))).toBe(Math.sign(a - b));
      }),
    );
  });

  it('is OF-YYYY-NNNNNN and refuses what it cannot write', () => {
    expect(formatOfferNumber(2026, 1)).toBe('OF-2026-000001');
    expect(() => formatOfferNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatOfferNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatOfferNumber(1999, 5)).toThrow(RangeError);
    expect(parseOfferNumber('OF-2026-000000')).toBeNull();
    expect(parseOfferNumber('2026-000001')).toBeNull();
  });
});
