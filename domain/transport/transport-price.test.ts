import { describe, expect, it } from '@jest/globals';
import { buildTransportTable } from './transport-table.js';
import { transportPrice, type TransportPriceRequest } from './transport-price.js';
import {
  POSTCODE_FORMAT_MESSAGES,
  TRANSPORT_NOT_AVAILABLE_MESSAGE,
  TRANSPORT_PRICE_ERROR_TITLE,
  TRANSPORT_PRICE_MISSING_MESSAGE,
} from './transport-messages.js';

/** The spec's three example rows, in cents. */
const table = buildTransportTable([
  { country: 'BE', prefix: '10', single: 31_000, double: 44_300 },
  { country: 'NL', prefix: '10', single: 40_600, double: 58_000 },
  { country: 'DE', prefix: '01', single: 170_000, double: 212_500 },
]);

const be1000: TransportPriceRequest = { table, country: 'BE', postcode: '1000', option: 'truck', size: '20ft', quantity: 1 };
const price = (changes: Partial<TransportPriceRequest>) => transportPrice({ ...be1000, ...changes });

describe('transportPrice, spec examples', () => {
  it('prices 20ft containers: single, double, then pairs plus a single', () => {
    expect(price({ quantity: 1 })).toEqual({ ok: true, value: 31_000 });
    expect(price({ quantity: 2 })).toEqual({ ok: true, value: 44_300 });
    // The API contract: country=BE&postcode=1000&option=truck&size=20ft&quantity=3 → 753 euros.
    expect(price({ quantity: 3 })).toEqual({ ok: true, value: 75_300 });
    expect(price({ quantity: 4 })).toEqual({ ok: true, value: 88_600 });
    expect(price({ quantity: 5 })).toEqual({ ok: true, value: 119_600 });
  });

  it('prices 40ft containers at the double price each', () => {
    expect(price({ size: '40ft', quantity: 1 })).toEqual({ ok: true, value: 44_300 });
    expect(price({ size: '40ft', quantity: 3 })).toEqual({ ok: true, value: 3 * 44_300 });
    expect(price({ size: '40ft HC', quantity: 2 })).toEqual({ ok: true, value: 88_600 });
  });

  it('prices 45ft like 20ft, because its size text does not contain 40', () => {
    expect(price({ size: '45ft', quantity: 1 })).toEqual({ ok: true, value: 31_000 });
    expect(price({ size: '45ft HC', quantity: 3 })).toEqual({ ok: true, value: 75_300 });
  });

  it('adds 13% for the crane, rounded once on the total', () => {
    expect(price({ option: 'truck_with_crane', quantity: 1 })).toEqual({ ok: true, value: 35_030 });
    expect(price({ option: 'truck_with_crane', quantity: 3 })).toEqual({ ok: true, value: 85_089 });
    expect(price({ option: 'truck_with_crane', size: '40ft', quantity: 1 })).toEqual({ ok: true, value: 50_059 });
  });

  it('uses the NL and DE example rows', () => {
    expect(price({ country: 'NL', postcode: '1012 ab', quantity: 1 })).toEqual({ ok: true, value: 40_600 });
    expect(price({ country: 'NL', postcode: '1012AB', quantity: 2 })).toEqual({ ok: true, value: 58_000 });
    expect(price({ country: 'DE', postcode: '01067', quantity: 1 })).toEqual({ ok: true, value: 170_000 });
    expect(price({ country: 'DE', postcode: '01067', size: '40ft', quantity: 2 })).toEqual({ ok: true, value: 425_000 });
  });

  it('prices every Belgian postcode from 1000 to 1999 as prefix 10', () => {
    expect(price({ postcode: '1930' })).toEqual({ ok: true, value: 31_000 });
  });

  it('makes self pickup free without a postcode', () => {
    expect(price({ option: 'self_pickup', postcode: '' })).toEqual({ ok: true, value: 0 });
    expect(price({ option: 'self_pickup', country: 'DE', postcode: 'nonsense', size: '40ft', quantity: 7 })).toEqual({
      ok: true,
      value: 0,
    });
  });
});

describe('transportPrice, failures', () => {
  it('returns the postcode error for a bad postcode', () => {
    expect(price({ postcode: '100' })).toEqual({
      ok: false,
      error: { kind: 'invalid-postcode', field: 'postcode', country: 'BE', message: POSTCODE_FORMAT_MESSAGES.BE },
    });
  });

  it('returns the missing-price error for a prefix without a row', () => {
    expect(price({ postcode: '9000' })).toEqual({
      ok: false,
      error: { kind: 'transport-price-missing', country: 'BE', prefix: '90', message: TRANSPORT_PRICE_MISSING_MESSAGE },
    });
    expect(TRANSPORT_PRICE_MISSING_MESSAGE.en).toBe('Unable to calculate price for this delivery option');
    expect(TRANSPORT_PRICE_ERROR_TITLE.en).toBe('Price calculation error');
    expect(TRANSPORT_NOT_AVAILABLE_MESSAGE.en).toBe('Transport not available');
  });

  it('refuses a quantity outside 1..100 or not whole', () => {
    for (const quantity of [0, -1, 101, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = price({ quantity });
      expect(result.ok ? undefined : result.error.kind).toBe('invalid-quantity');
    }
    expect(price({ quantity: 100 })).toEqual({ ok: true, value: 50 * 44_300 });
  });
});
