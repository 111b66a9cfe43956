import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COLOR_TYPES, CONDITIONS } from '../catalogue/product.js';
import { quoteSelectionFields, type QuoteSelection } from './quote-mapping.js';

const anyRalEntry = fc.oneof(fc.constantFrom('', '  ', '5010', 'RAL 7016'), fc.string({ maxLength: 10 }));
const anyQuoteSelection: fc.Arbitrary<QuoteSelection> = fc.record({
  condition: fc.constantFrom(...CONDITIONS),
  colorType: fc.constantFrom(...COLOR_TYPES),
  ralColor: anyRalEntry,
  transportPrice: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
});

describe('quoteSelectionFields', () => {
  it('fails only for a blank RAL with a wish colour on a sale condition', () => {
    fc.assert(fc.property(anyQuoteSelection, (selection) => {
      const mapped = quoteSelectionFields(selection);
      const shouldFail = selection.condition !== 'rent' && selection.colorType === 'wish_color' && selection.ralColor.trim() === '';
      expect(mapped.ok).toBe(!shouldFail);
    }));
  });

  it('always stores a non-blank RAL colour and a request type consistent with condition and colour', () => {
    fc.assert(fc.property(anyQuoteSelection, (selection) => {
      const mapped = quoteSelectionFields(selection);
      if (!mapped.ok) return;
      expect(mapped.value.ralColor.trim()).not.toBe('');
      expect(mapped.value.requestType === 'Lease').toBe(selection.condition === 'rent');
      expect(mapped.value.requestType === 'Special Modification').toBe(mapped.value.colorType === 'wish_color');
      expect(mapped.value.transportType === 'truck').toBe((selection.transportPrice ?? 0) > 0);
    }));
  });
});
