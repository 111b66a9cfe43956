import { describe, expect, it } from '@jest/globals';
import { isIsoDate, validateQuoteForm } from './quote-form.js';

const errorsOf = (value: unknown) => {
  const result = validateQuoteForm(value);
  return result.ok ? [] : result.error.errors.map((error) => [error.field, error.message.en]);
};

describe('validateQuoteForm', () => {
  it('cleans a from-stock quote, filling N/A for the RAL colour', () => {
    expect(validateQuoteForm({ customerName: 'Ann', email: 'ann@example.nl', quantityRequested: '3' })).toEqual({
      ok: true,
      value: {
        customerName: 'Ann',
        email: 'ann@example.nl',
        phone: null,
        companyName: null,
        quantityRequested: 3,
        colorType: 'from_stack',
        ralColor: 'N/A',
        deliveryAddress: null,
        preferredDeliveryDate: null,
        specialRequirements: null,
      },
    });
  });

  it('reports the required fields together', () => {
    expect(errorsOf({})).toEqual([
      ['customerName', 'Name is required'],
      ['email', 'Email is required'],
      ['quantityRequested', 'Quantity is required'],
    ]);
  });

  it('needs a RAL colour for a wish colour', () => {
    expect(errorsOf({ customerName: 'Ann', email: 'ann@example.nl', quantityRequested: 1, colorType: 'wish_color' })).toEqual([
      ['ralColor', 'RAL colour is required'],
    ]);
    const result = validateQuoteForm({
      customerName: 'Ann',
      email: 'ann@example.nl',
      quantityRequested: 1,
      colorType: 'wish_color',
      ralColor: 'RAL 5010',
    });
    expect(result.ok && result.value.ralColor).toBe('RAL 5010');
  });

  it('refuses a quantity outside 1..100, a bad date and an unknown colour type', () => {
    expect(
      errorsOf({
        customerName: 'Ann',
        email: 'ann@example.nl',
        quantityRequested: 101,
        preferredDeliveryDate: '2025-02-30',
        colorType: 'purple',
      }),
    ).toEqual([
      ['quantityRequested', 'Quantity must be a whole number from 1 to 100'],
      ['colorType', 'Colour must be from stock or a wish colour'],
      ['preferredDeliveryDate', 'Please enter a valid date (YYYY-MM-DD)'],
    ]);
    for (const quantity of [0, 1.5, '2.5', 'ten', -1]) {
      expect(errorsOf({ customerName: 'A', email: 'a@b.be', quantityRequested: quantity })).toHaveLength(1);
    }
  });
});

describe('isIsoDate', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(isIsoDate('2025-12-31')).toBe(true);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate('2025-01-01T00:00')).toBe(false);
  });
});
