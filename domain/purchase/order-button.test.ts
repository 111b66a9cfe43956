import { describe, expect, it } from '@jest/globals';
import { canOrder, orderButtonLabel, quoteButtonTone, type OrderButtonInput } from './order-button.js';

const ready: OrderButtonInput = {
  isAvailable: true,
  transportChoice: 'truck',
  transportPrice: 31_000,
  selectedCondition: 'new',
  quoteRequired: false,
};

describe('canOrder', () => {
  it('is enabled when everything is settled', () => {
    expect(canOrder(ready)).toBe(true);
    expect(canOrder({ ...ready, transportChoice: 'self_pickup', transportPrice: 0 })).toBe(true);
    expect(canOrder({ ...ready, transportChoice: null, transportPrice: 0 })).toBe(true);
  });

  it('is disabled for each missing condition', () => {
    expect(canOrder({ ...ready, isAvailable: false })).toBe(false);
    expect(canOrder({ ...ready, transportPrice: null })).toBe(false);
    expect(canOrder({ ...ready, transportChoice: null })).toBe(false);
    expect(canOrder({ ...ready, selectedCondition: null })).toBe(false);
    expect(canOrder({ ...ready, quoteRequired: true })).toBe(false);
  });
});

describe('labels and tones', () => {
  it('labels the order button by availability', () => {
    expect(orderButtonLabel(true, 'en')).toBe('Order Now');
    expect(orderButtonLabel(false, 'en')).toBe('Out of Stock');
    expect(orderButtonLabel(true, 'nl')).toBe('Nu bestellen');
  });

  it('paints the quote button blue when ordering is possible, red otherwise', () => {
    expect(quoteButtonTone(true)).toBe('blue');
    expect(quoteButtonTone(false)).toBe('red');
  });
});
