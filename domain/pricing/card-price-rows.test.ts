import { describe, expect, it } from '@jest/globals';
import type { ProductPrices } from '../catalogue/product.js';
import { NO_PRICES } from '../catalogue/product-prices.fixture.js';
import { cardPriceRows } from './card-price-rows.js';


describe('cardPriceRows', () => {
  const product: ProductPrices = { ...NO_PRICES, price: 100_000, priceNew: 310_000, priceUsedA: 0, askOfferUsedCw: true, priceRentPerDay: 1_250 };

  it('shows a row per condition with a price or the ask-offer flag, in condition order', () => {
    const rows = cardPriceRows(product, 'en', { rentSuffix: 'none' });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ['New', '€3,100'],
      ['Used CW (Cargo Worthy)', 'Price on request'],
      ['Rent per day', '€13'],
    ]);
  });

  it('adds /day on the home carousel and always a monthly rent', () => {
    const rent = cardPriceRows(product, 'nl', { rentSuffix: 'day' }).find((row) => row.priceType === 'rent');
    expect(rent).toEqual({
      kind: 'price',
      priceType: 'rent',
      label: 'Huur per dag',
      cents: 1_250,
      text: '€\u00a013/dag',
      perMonth: { cents: 37_500, text: '€\u00a0375/maand' },
    });
  });

  it('falls back to the generic price, else price on request', () => {
    expect(cardPriceRows({ ...NO_PRICES, price: 250_000 }, 'de', { rentSuffix: 'day' })).toEqual([
      { kind: 'price', priceType: 'generic', label: null, cents: 250_000, text: '2.500\u00a0€', perMonth: null },
    ]);
    expect(cardPriceRows({ ...NO_PRICES, price: 0 }, 'fr', { rentSuffix: 'day' })).toEqual([
      { kind: 'on-request', priceType: 'generic', label: null, text: 'Prix sur demande' },
    ]);
  });

  it('does not use the generic price when a type row exists', () => {
    const rows = cardPriceRows({ ...NO_PRICES, price: 250_000, askOfferRent: true }, 'en', { rentSuffix: 'none' });
    expect(rows).toEqual([{ kind: 'on-request', priceType: 'rent', label: 'Rent per day', text: 'Price on request' }]);
  });
});
