import { err, ok, type Result } from '../shared/result.js';
import type { LocalizedText } from '../shared/language.js';
import { filterProducts, type FilterableProduct } from './product-filtering.js';
import { DEFAULT_SORT_KEY, isSortKey, rentalSort, SORT_KEYS, sortProducts, type SortableProduct, type SortKey } from './product-sorting.js';
import { isSizeGroup, SIZE_GROUP_VALUES, type SizeGroup } from './sizes.js';
import { typeFilterValue } from './product-types.js';

/** The state of a product listing; it lives in the URL (`?size=20ft&type=high-cube&sort=price-low`). */
export interface ListingQuery {
  readonly sizeGroup: SizeGroup | null;
  /** A type filter value, already normalised ('Refrigerated' → 'thermostatic'), or null. */
  readonly type: string | null;
  readonly sort: SortKey;
  readonly rentable: boolean;
}

export const DEFAULT_LISTING_QUERY: ListingQuery = { sizeGroup: null, type: null, sort: DEFAULT_SORT_KEY, rentable: false };

export type ListingQueryError =
  | { readonly kind: 'invalid-size-group'; readonly field: 'size'; readonly value: string; readonly message: LocalizedText }
  | { readonly kind: 'invalid-sort'; readonly field: 'sort'; readonly value: string; readonly message: LocalizedText }
  | { readonly kind: 'invalid-rentable'; readonly field: 'rentable'; readonly value: string; readonly message: LocalizedText };

/** Query values as a web framework hands them over; a repeated parameter arrives as a list. */
export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

const oneValue = (raw: string | readonly string[] | undefined): string => {
  const value = typeof raw === 'string' ? raw : raw?.[0];
  return (value ?? '').trim();
};

const sizeList = SIZE_GROUP_VALUES.join(', ');
const sortList = SORT_KEYS.join(', ');

const invalidSize = (value: string): ListingQueryError => ({
  kind: 'invalid-size-group',
  field: 'size',
  value,
  message: {
    nl: `Onbekende maat "${value}". Kies uit: ${sizeList}.`,
    de: `Unbekannte Größe "${value}". Erlaubt sind: ${sizeList}.`,
    fr: `Taille inconnue « ${value} ». Choisissez parmi : ${sizeList}.`,
    en: `Unknown size "${value}". Use one of: ${sizeList}.`,
  },
});

const invalidSort = (value: string): ListingQueryError => ({
  kind: 'invalid-sort',
  field: 'sort',
  value,
  message: {
    nl: `Onbekende sortering "${value}". Kies uit: ${sortList}.`,
    de: `Unbekannte Sortierung "${value}". Erlaubt sind: ${sortList}.`,
    fr: `Tri inconnu « ${value} ». Choisissez parmi : ${sortList}.`,
    en: `Unknown sort order "${value}". Use one of: ${sortList}.`,
  },
});

const invalidRentable = (value: string): ListingQueryError => ({
  kind: 'invalid-rentable',
  field: 'rentable',
  value,
  message: {
    nl: `Ongeldige waarde "${value}" voor rentable. Gebruik true of false.`,
    de: `Ungültiger Wert "${value}" für rentable. Verwenden Sie true oder false.`,
    fr: `Valeur « ${value} » invalide pour rentable. Utilisez true ou false.`,
    en: `Invalid value "${value}" for rentable. Use true or false.`,
  },
});

/**
 * Reads `size`, `type`, `sort` and `rentable` from a URL query. Values are read without case; empty values mean "not set";
 * an unknown size group or sort, or a rentable other than true/false, is an error naming
 * the field. Any type value is accepted: types come from the data, so an unknown one simply
 * matches no product.
 */
export const parseListingQuery = (params: QueryParams): Result<ListingQuery, ListingQueryError> => {
  const size = oneValue(params['size']).toLowerCase();
  const sort = oneValue(params['sort']).toLowerCase();
  const rentable = oneValue(params['rentable']).toLowerCase();
  const type = oneValue(params['type']);
  if (size !== '' && !isSizeGroup(size)) return err(invalidSize(size));
  if (sort !== '' && !isSortKey(sort)) return err(invalidSort(sort));
  if (rentable !== '' && rentable !== 'true' && rentable !== 'false') return err(invalidRentable(rentable));
  const typeValue = type === '' ? '' : typeFilterValue(type);
  return ok({
    sizeGroup: isSizeGroup(size) ? size : null,
    type: typeValue === '' ? null : typeValue,
    sort: isSortKey(sort) ? sort : DEFAULT_SORT_KEY,
    rentable: rentable === 'true',
  });
};

/** The URL parameters a listing page reads (the storefront's listing and rent pages); `rentable` is the API's alone. */
export const LISTING_PAGE_PARAMS = ['size', 'type', 'sort'] as const;

/**
 * The listing state a page URL shows, each parameter's first value read through `read`
 * (`URLSearchParams.get`): read as the API reads it, and the default state where a value is
 * unknown (the page shows the default listing, never an error).
 */
export const listingPageQuery = (read: (name: string) => string | null): ListingQuery => {
  const parsed = parseListingQuery(Object.fromEntries(LISTING_PAGE_PARAMS.map((name) => [name, read(name) ?? undefined])));
  return parsed.ok ? parsed.value : DEFAULT_LISTING_QUERY;
};

/** The URL query of a listing state, leaving out defaults so the plain listing URL stays clean. */
export const listingQueryParams = (query: ListingQuery): Readonly<Record<string, string>> => ({
  ...(query.sizeGroup === null ? {} : { size: query.sizeGroup }),
  ...(query.type === null ? {} : { type: query.type }),
  ...(query.sort === DEFAULT_SORT_KEY ? {} : { sort: query.sort }),
  ...(query.rentable ? { rentable: 'true' } : {}),
});

/** Filters, then sorts; a rentable listing sorts prices on the daily rent. */
export const applyListingQuery = <P extends FilterableProduct & SortableProduct>(
  products: readonly P[],
  query: ListingQuery,
): P[] => {
  const kept = filterProducts(products, { sizeGroup: query.sizeGroup, type: query.type, rentable: query.rentable });
  return query.rentable ? rentalSort(kept, query.sort) : sortProducts(kept, query.sort);
};
