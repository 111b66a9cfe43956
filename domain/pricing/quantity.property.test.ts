import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity, isValidOrderQuantity } from './quantity.js';

const anyInput = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constantFrom(null, undefined, true, {}, []));
const anyValidQuantity = fc.integer({ min: MIN_QUANTITY, max: MAX_QUANTITY });

describe('clampQuantity', () => {
  it('always gives a valid order quantity', () => {
    fc.assert(fc.property(anyInput, (input) => isValidOrderQuantity(clampQuantity(input))));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyInput, (input) => {
      const once = clampQuantity(input);
      expect(clampQuantity(once)).toBe(once);
    }));
  });

  it('leaves valid quantities as they are', () => {
    fc.assert(fc.property(anyValidQuantity, (quantity) => {
      expect(clampQuantity(quantity)).toBe(quantity);
    }));
  });

  it('never moves a number further than needed to reach the range', () => {
    fc.assert(fc.property(fc.double({ min: 1, max: 100, noNaN: true }), (value) => {
      expect(value - clampQuantity(value)).toBeLessThan(1);
    }));
  });
});

describe('isValidOrderQuantity', () => {
  it('is true exactly for integers in range', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000, max: 1_000 }), (value) => {
      expect(isValidOrderQuantity(value)).toBe(value >= 1 && value <= 100);
    }));
  });
});
