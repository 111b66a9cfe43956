import type { ProductPrices } from '../catalogue/product.js';
import type { Cents } from '../shared/money.js';
import { vatAtRate } from './vat-breakdown.js';

/** How a visitor reads prices: a private customer incl. VAT, a business excl. VAT. */
export const PRICE_DISPLAYS = ['incl', 'excl'] as const;
export type PriceDisplay = (typeof PRICE_DISPLAYS)[number];

export const isPriceDisplay = (value: unknown): value is PriceDisplay => value === 'incl' || value === 'excl';

/** A net amount as shown: itself excl. VAT, or with the VAT of the rate added (rounded once, as the cart would). */
export const displayedAmount = (net: Cents, display: PriceDisplay, ratePercent: number): Cents =>
  display === 'excl' ? net : net + vatAtRate(net, ratePercent);

const shown = (net: Cents | null, display: PriceDisplay, ratePercent: number): Cents | null =>
  net === null ? null : displayedAmount(net, display, ratePercent);

/**
 * A product's prices as the visitor reads them; only for showing: the server
 * prices the cart and the order from the stored net prices.
 */
export const pricesForDisplay = <P extends ProductPrices>(product: P, display: PriceDisplay, ratePercent: number): P =>
  display === 'excl'
    ? product
    : {
        ...product,
        price: shown(product.price, display, ratePercent),
        priceNew: shown(product.priceNew, display, ratePercent),
        priceUsedA: shown(product.priceUsedA, display, ratePercent),
        priceUsedCw: shown(product.priceUsedCw, display, ratePercent),
        priceRentPerDay: shown(product.priceRentPerDay, display, ratePercent),
      };
