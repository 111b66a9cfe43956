import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { percentOf } from '../shared/money.js';
import { TRANSPORT_COUNTRIES } from './transport-country.js';
import { transportPrefix } from './transport-prefix.js';
import { transportPrice, type TransportPriceRequest } from './transport-price.js';
import { buildTransportTable, transportTableKey, type TransportTableRow } from './transport-table.js';
import { TRANSPORT_PRICE_MISSING_MESSAGE } from './transport-messages.js';

const anyPrice = fc.integer({ min: 1, max: 9_999_999 });
const anyTransportRow: fc.Arbitrary<TransportTableRow> = fc.record({
  country: fc.constantFrom(...TRANSPORT_COUNTRIES),
  prefix: fc.stringMatching(/^\d{2}$/),
  single: anyPrice,
  double: anyPrice,
});
const anyTable = fc
  .uniqueArray(anyTransportRow, { selector: (row) => transportTableKey(row.country, row.prefix), maxLength: 50 })
  .map(buildTransportTable);
const anySize = fc.constantFrom('4ft', '8ft', '10ft HC', '20ft', '20ft HC', '40ft', '40ft HC', '45ft', '45ft HC', 'special');
const anyQuantity = fc.integer({ min: 1, max: 100 });
const anyTruckOption = fc.constantFrom('truck' as const, 'truck_with_crane' as const);
const anyValidPostcodeByCountry = {
  BE: fc.stringMatching(/^\d{4}$/),
  NL: fc.stringMatching(/^\d{4}[A-Z]{2}$/),
  DE: fc.stringMatching(/^\d{5}$/),
} as const;
const anyCountryAndValidPostcode = fc
  .constantFrom(...TRANSPORT_COUNTRIES)
  .chain((country) => anyValidPostcodeByCountry[country].map((postcode) => ({ country, postcode })));
/** A row whose prices are realistic: a truck with two containers costs at least as much as with one. */
const anyOrderedRate = fc
  .tuple(anyPrice, anyPrice)
  .map(([a, b]) => ({ single: Math.min(a, b), double: Math.max(a, b) }));

const priced = (request: TransportPriceRequest): number => {
  const result = transportPrice(request);
  if (!result.ok) throw new Error(`expected a price, got ${result.error.kind}`);
  return result.value;
};

describe('transportPrice properties', () => {
  it('never decreases with quantity (for rows with double >= single)', () => {
    fc.assert(
      fc.property(anyCountryAndValidPostcode, anyOrderedRate, anySize, anyTruckOption, anyQuantity, (place, rate, size, option, quantity) => {
        fc.pre(quantity < 100);
        const prefix = transportPrefix(place.country, place.postcode);
        const table = buildTransportTable([{ country: place.country, prefix, ...rate }]);
        const request = { table, ...place, option, size };
        expect(priced({ ...request, quantity: quantity + 1 })).toBeGreaterThanOrEqual(priced({ ...request, quantity }));
      }),
    );
  });

  it('prices the crane as the truck total times 1.13, rounded once', () => {
    fc.assert(
      fc.property(anyCountryAndValidPostcode, anyTransportRow, anySize, anyQuantity, (place, row, size, quantity) => {
        const prefix = transportPrefix(place.country, place.postcode);
        const table = buildTransportTable([{ ...row, country: place.country, prefix }]);
        const request = { table, ...place, size, quantity };
        const truck = priced({ ...request, option: 'truck' });
        expect(priced({ ...request, option: 'truck_with_crane' })).toBe(percentOf(truck, 113));
      }),
    );
  });

  it('makes self pickup 0 whatever the table, place, size or quantity', () => {
    fc.assert(
      fc.property(anyTable, fc.constantFrom(...TRANSPORT_COUNTRIES), fc.string(), anySize, fc.integer(), (table, country, postcode, size, quantity) => {
        expect(transportPrice({ table, country, postcode, option: 'self_pickup', size, quantity })).toEqual({ ok: true, value: 0 });
      }),
    );
  });

  it('gives the missing-price error for a prefix the table does not have', () => {
    fc.assert(
      fc.property(anyTable, anyCountryAndValidPostcode, anySize, anyTruckOption, anyQuantity, (table, place, size, option, quantity) => {
        const prefix = transportPrefix(place.country, place.postcode);
        const withoutPrefix = new Map(table);
        withoutPrefix.delete(transportTableKey(place.country, prefix));
        expect(transportPrice({ table: withoutPrefix, ...place, size, option, quantity })).toEqual({
          ok: false,
          error: { kind: 'transport-price-missing', country: place.country, prefix, message: TRANSPORT_PRICE_MISSING_MESSAGE },
        });
      }),
    );
  });

  it('charges a 40ft container the double price each, and smaller ones per truck of two', () => {
    fc.assert(
      fc.property(anyCountryAndValidPostcode, anyTransportRow, anySize, anyQuantity, (place, row, size, quantity) => {
        const prefix = transportPrefix(place.country, place.postcode);
        const table = buildTransportTable([{ ...row, country: place.country, prefix }]);
        const total = priced({ table, ...place, option: 'truck', size, quantity });
        const expected = size.includes('40')
          ? row.double * quantity
          : Math.floor(quantity / 2) * row.double + (quantity % 2) * row.single;
        expect(total).toBe(expected);
      }),
    );
  });
});
