import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_PRICES } from '../../../../domain/catalogue/product-prices.fixture.js';
import { CardPriceRows } from './card-price-rows.js';


// Intl puts a no-break space between the euro sign and the amount in nl.
const rows = () => screen.getAllByRole('definition').map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));
const labels = () => screen.getAllByRole('term').map((cell) => cell.textContent);

afterEach(cleanup);

describe('CardPriceRows', () => {
  it("shows 'Price on request' for an ask-offer condition, next to the priced ones", () => {
    render(<CardPriceRows product={{ ...NO_PRICES, priceUsedA: 195000, askOfferNew: true }} lang="en" />);
    expect(labels()).toEqual(['New', 'Used A-Grade']);
    expect(rows()).toEqual(['Price on request', '€1,950']);
  });

  it('translates the rows (nl) and shows the rent per day with its month price (× 30)', () => {
    render(<CardPriceRows product={{ ...NO_PRICES, priceNew: 245000, priceRentPerDay: 400 }} lang="nl" />);
    expect(labels()).toEqual(['Nieuw', 'Huur per dag']);
    expect(rows()[0]).toBe('€ 2.450');
    expect(rows()[1]).toBe('€ 4€ 120/maand');
  });

  it('falls back to the generic price, else Price on request', () => {
    render(<CardPriceRows product={{ ...NO_PRICES, price: 300000 }} lang="en" />);
    expect(rows()).toEqual(['€3,000']);
    cleanup();
    render(<CardPriceRows product={NO_PRICES} lang="de" />);
    expect(rows()).toEqual(['Preis auf Anfrage']);
  });

  it('leaves out a condition with a price of 0 and no ask-offer flag', () => {
    render(<CardPriceRows product={{ ...NO_PRICES, priceNew: 0, priceUsedCw: 100000 }} lang="en" />);
    expect(labels()).toEqual(['Used CW (Cargo Worthy)']);
  });
});
