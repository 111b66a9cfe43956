import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CONDITIONS, DELIVERY_OPTIONS } from '../catalogue/product.js';
import { canOrder, type OrderButtonInput } from './order-button.js';

const anyOrderButtonInput: fc.Arbitrary<OrderButtonInput> = fc.record({
  isAvailable: fc.boolean(),
  transportChoice: fc.option(fc.constantFrom(...DELIVERY_OPTIONS), { nil: null }),
  transportPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  selectedCondition: fc.option(fc.constantFrom(...CONDITIONS), { nil: null }),
  quoteRequired: fc.boolean(),
});

describe('canOrder', () => {
  it('implies availability, a known transport price, a condition and no quote', () => {
    fc.assert(fc.property(anyOrderButtonInput, (input) => {
      if (!canOrder(input)) return;
      expect(input.isAvailable).toBe(true);
      expect(input.transportPrice).not.toBeNull();
      expect(input.selectedCondition).not.toBeNull();
      expect(input.quoteRequired).toBe(false);
    }));
  });

  it('a paid transport needs a transport choice', () => {
    fc.assert(fc.property(anyOrderButtonInput, (input) => {
      if (input.transportChoice === null && (input.transportPrice ?? 0) > 0) expect(canOrder(input)).toBe(false);
    }));
  });
});
