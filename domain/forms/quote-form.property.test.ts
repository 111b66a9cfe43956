import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { isIsoDate, validateQuoteForm } from './quote-form.js';

const baseQuote = { customerName: 'Ann Claes', email: 'ann@example.be' };
const anyAllowedQuantity = fc.integer({ min: 1, max: 100 });
const anyOutOfRangeQuantity = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 101 }));
const anyDay = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });

describe('validateQuoteForm properties', () => {
  it('accepts every quantity from 1 to 100, as a number or as digits', () => {
    fc.assert(
      fc.property(anyAllowedQuantity, fc.boolean(), (quantity, asText) => {
        const result = validateQuoteForm({ ...baseQuote, quantityRequested: asText ? String(quantity) : quantity });
        expect(result.ok && result.value.quantityRequested).toBe(quantity);
      }),
    );
  });

  it('refuses every quantity outside 1..100', () => {
    fc.assert(fc.property(anyOutOfRangeQuantity, (quantity) => !validateQuoteForm({ ...baseQuote, quantityRequested: quantity }).ok));
  });

  it('agrees with the calendar on every day', () => {
    fc.assert(fc.property(anyDay, (day) => isIsoDate(day.toISOString().slice(0, 10))));
  });
});
