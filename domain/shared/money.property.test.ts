import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { centsToEuros, eurosToCents, percentOf, roundedRatio } from './money.js';

const anyCents = fc.integer({ min: -100_000_000, max: 100_000_000 });
const positiveDenominator = fc.integer({ min: 1, max: 10_000 });

describe('roundedRatio', () => {
  it('is within half a unit of the exact ratio', () => {
    fc.assert(
      fc.property(anyCents, positiveDenominator, (numerator, denominator) => {
        const rounded = roundedRatio(numerator, denominator);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded * denominator - numerator) * 2).toBeLessThanOrEqual(denominator);
      }),
    );
  });

  it('rounds halves away from zero', () => {
    expect(roundedRatio(5, 10)).toBe(1);
    expect(roundedRatio(-5, 10)).toBe(-1);
    expect(roundedRatio(4, 10)).toBe(0);
    expect(roundedRatio(15, 10)).toBe(2);
  });

  it('is symmetric around zero', () => {
    fc.assert(fc.property(anyCents, positiveDenominator, (n, d) => roundedRatio(-n, d) === -roundedRatio(n, d)));
  });

  it('refuses fractions and a zero denominator', () => {
    expect(() => roundedRatio(1.5, 2)).toThrow(RangeError);
    expect(() => roundedRatio(1, 0)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes 21% of 100 euros as 21 euros', () => {
    expect(percentOf(10_000, 21)).toBe(2_100);
    expect(percentOf(31_000, 13)).toBe(4_030);
  });
});

describe('euro conversion', () => {
  it('round-trips cents through euros', () => {
    fc.assert(fc.property(anyCents, (cents) => eurosToCents(centsToEuros(cents)) === cents));
  });
});
