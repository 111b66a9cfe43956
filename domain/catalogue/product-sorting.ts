import type { LocalizedText } from '../shared/language.js';
import type { Cents } from '../shared/money.js';
import type { ProductPrices } from './product.js';
import { highestSalePrice, lowestSalePrice, rentPerDay, type SalePrices } from './sale-price.js';
import { sizeRank } from './sizes.js';

/** The sort orders, keyed by their URL value (`?sort=price-low`). */
export const SORT_KEYS = ['price-low', 'price-high', 'size-small', 'size-large', 'unsorted'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT_KEY: SortKey = 'size-small';

export const isSortKey = (value: unknown): value is SortKey =>
  typeof value === 'string' && (SORT_KEYS as readonly string[]).includes(value);

export type SortableProduct = SalePrices & Pick<ProductPrices, 'priceRentPerDay'> & { readonly size: string };
export type Comparator<T> = (a: T, b: T) => number;

export interface SortOption {
  readonly value: SortKey;
  readonly label: LocalizedText;
  readonly compare: Comparator<SortableProduct>;
}

/** Ascending (direction 1) or descending (-1) on a price; products without one go last either way. */
const byPriceMissingLast =
  (priceOf: (product: SortableProduct) => Cents | null, direction: 1 | -1): Comparator<SortableProduct> =>
  (a, b) => {
    const priceA = priceOf(a);
    const priceB = priceOf(b);
    if (priceA === null || priceB === null) return (priceA === null ? 1 : 0) - (priceB === null ? 1 : 0);
    return direction * (priceA - priceB);
  };

const SPECIAL_RANK = sizeRank('special');

/**
 * Size-large key: measurable sizes largest first, then 'special', then unknown sizes —
 * neither is a length, so both stay at the end as they do in size-small.
 */
export const sizeLargeKey = (size: string): number => {
  const rank = sizeRank(size);
  return rank < SPECIAL_RANK ? -rank : rank;
};

const LABELS: Readonly<Record<SortKey, LocalizedText>> = {
  'price-low': { nl: 'Prijs: laag naar hoog', de: 'Preis: aufsteigend', fr: 'Prix : croissant', en: 'Price: Low to High' },
  'price-high': { nl: 'Prijs: hoog naar laag', de: 'Preis: absteigend', fr: 'Prix : décroissant', en: 'Price: High to Low' },
  'size-small': { nl: 'Maat: klein naar groot', de: 'Größe: aufsteigend', fr: 'Taille : croissante', en: 'Size: Small to Large' },
  'size-large': { nl: 'Maat: groot naar klein', de: 'Größe: absteigend', fr: 'Taille : décroissante', en: 'Size: Large to Small' },
  // Unsorted keeps the catalogue's own order, which is newest first.
  unsorted: { nl: 'Nieuwste eerst', de: 'Neueste zuerst', fr: 'Les plus récents', en: 'Newest first' },
};

const sizeComparators = {
  'size-small': (a: SortableProduct, b: SortableProduct) => sizeRank(a.size) - sizeRank(b.size),
  'size-large': (a: SortableProduct, b: SortableProduct) => sizeLargeKey(a.size) - sizeLargeKey(b.size),
  unsorted: () => 0,
} as const satisfies Readonly<Record<string, Comparator<SortableProduct>>>;

const buildOptions = (
  priceLow: Comparator<SortableProduct>,
  priceHigh: Comparator<SortableProduct>,
): Readonly<Record<SortKey, SortOption>> => {
  const compares: Readonly<Record<SortKey, Comparator<SortableProduct>>> = {
    'price-low': priceLow,
    'price-high': priceHigh,
    ...sizeComparators,
  };
  return Object.fromEntries(
    SORT_KEYS.map((value) => [value, { value, label: LABELS[value], compare: compares[value] }]),
  ) as Record<SortKey, SortOption>;
};

/**
 * Sale listing: the price sorts use the lowest (price-low) or highest (price-high) positive
 * price of new, used A and used CW; products with none go last in both directions.
 */
export const SORT_OPTIONS = buildOptions(
  byPriceMissingLast(lowestSalePrice, 1),
  byPriceMissingLast(highestSalePrice, -1),
);

/**
 * Rental listing: the price sorts use the daily rent; a missing (or zero) rent counts as
 * 999999 euros for price-low — here as Infinity, so it is above any real price — and as 0
 * for price-high, so in both directions those products end last.
 */
export const RENTAL_SORT_OPTIONS = buildOptions(
  (a, b) => (rentPerDay(a) ?? Infinity) - (rentPerDay(b) ?? Infinity) || 0,
  (a, b) => (rentPerDay(b) ?? 0) - (rentPerDay(a) ?? 0),
);

/** The dropdown entries, in SORT_KEYS order. */
export const SORT_OPTION_LIST: readonly SortOption[] = SORT_KEYS.map((key) => SORT_OPTIONS[key]);

/** A sorted copy; stable, so equal products keep their input order (newest first). */
export const sortProducts = <P extends SortableProduct>(products: readonly P[], key: SortKey = DEFAULT_SORT_KEY): P[] =>
  products.toSorted(SORT_OPTIONS[key].compare);

/** A sorted copy for the rental list (price sorts on the daily rent); stable. */
export const rentalSort = <P extends SortableProduct>(products: readonly P[], key: SortKey = DEFAULT_SORT_KEY): P[] =>
  products.toSorted(RENTAL_SORT_OPTIONS[key].compare);
