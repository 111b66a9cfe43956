import { LISTING_PAGE_PARAMS, listingPageQuery, listingQueryParams } from '../catalogue/listing-query.js';

/** One query parameter as a page reads it (`URLSearchParams.get`): its first value, or null. */
export type ParamReader = (name: string) => string | null;

/** What the server's render of a page reads of its URL's query. */
interface PageQuery {
  /** The page's path after the language, without a trailing slash (as in api/storefront/storefront-routes.ts). */
  readonly page: RegExp;
  /** Every parameter the page reads as it renders. */
  readonly params: readonly string[];
  /** What the page shows for them, one spelling per state (`sort=PRICE-LOW` and `sort=price-low` are one), reading no other parameter. */
  readonly shown: (read: ParamReader) => Readonly<Record<string, string>>;
}

const firstValues =
  (params: readonly string[]) =>
  (read: ParamReader): Readonly<Record<string, string>> =>
    Object.fromEntries(params.flatMap((name) => {
      const value = read(name);
      return value === null ? [] : [[name, value]];
    }));

/**
 * The pages whose render reads the query, and what they read; every other page reads none (its
 * render is the same whatever the query). The listing's parameters come from its own table
 * (domain/catalogue/listing-query.ts), which the pages read through too.
 */
const PAGE_QUERIES: readonly PageQuery[] = [
  { page: /^container$/, params: LISTING_PAGE_PARAMS, shown: (read) => listingQueryParams(listingPageQuery(read)) },
  // The rent page reads the listing's state but shows no type filter and lists every type: the type changes nothing on it.
  { page: /^rent$/, params: LISTING_PAGE_PARAMS, shown: (read) => listingQueryParams({ ...listingPageQuery(read), type: null }) },
  // A confirmation with one token is the visitor's own (never kept); the others are rendered without the order.
  { page: /^order-confirmation\/[^/]+$/, params: ['token'], shown: firstValues(['token']) },
];

const queryOf = (pathAfterLanguage: string): PageQuery | undefined => PAGE_QUERIES.find((query) => query.page.test(pathAfterLanguage));

/** The query parameters the render of the page at `pathAfterLanguage` reads (none for most pages). */
export const pageQueryParams = (pathAfterLanguage: string): readonly string[] => queryOf(pathAfterLanguage)?.params ?? [];

const byName = ([a]: readonly [string, string], [b]: readonly [string, string]): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The query a page is kept and rendered under: what it shows for the parameters it reads, sorted by
 * name; '' or `?…`. Anything else in the URL (`gclid`, `utm_source`, `fbclid`, a repeated value) is
 * left out, so every such variant of a page is one entry and one render; the address bar keeps it.
 * The pages read parameters by name, never by their order, so the order is free too.
 */
export const pageQueryKey = (pathAfterLanguage: string, search: string): string => {
  const query = queryOf(pathAfterLanguage);
  if (query === undefined) return '';
  const sent = new URLSearchParams(search);
  const shown = Object.entries(query.shown((name) => sent.get(name))).sort(byName);
  return shown.length === 0 ? '' : `?${new URLSearchParams(shown).toString()}`;
};
