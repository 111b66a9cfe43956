import type { Cents } from '../shared/money.js';
import { TRANSPORT_COUNTRIES, type TransportCountry } from './transport-country.js';

/** The two prices of one postcode prefix: one container, or two on one truck. */
export interface TransportRate {
  readonly single: Cents;
  readonly double: Cents;
}

export interface TransportTableRow extends TransportRate {
  readonly country: TransportCountry;
  /** Two digits, e.g. "10" or "01". */
  readonly prefix: string;
}

export type TransportTableKey = `${TransportCountry}:${string}`;

/** Every country's rates in one map, so a price lookup is one `get`. */
export type TransportTable = ReadonlyMap<TransportTableKey, TransportTableRow>;

export const transportTableKey = (country: TransportCountry, prefix: string): TransportTableKey => `${country}:${prefix}`;

const isPositiveCents = (value: Cents): boolean => Number.isSafeInteger(value) && value > 0;

/**
 * Builds the lookup table. Rows come from storage or a validated import, so a
 * malformed or repeated row here is a bug and throws.
 */
export const buildTransportTable = (rows: readonly TransportTableRow[]): TransportTable => {
  const table = new Map<TransportTableKey, TransportTableRow>();
  for (const row of rows) {
    if (!/^\d{2}$/.test(row.prefix) || !isPositiveCents(row.single) || !isPositiveCents(row.double)) {
      throw new RangeError(`Malformed transport row ${JSON.stringify(row)}`);
    }
    const key = transportTableKey(row.country, row.prefix);
    if (table.has(key)) throw new RangeError(`Transport prefix ${key} appears twice`);
    table.set(key, Object.freeze({ country: row.country, prefix: row.prefix, single: row.single, double: row.double }));
  }
  return table;
};

export const EMPTY_TRANSPORT_TABLE: TransportTable = new Map();

export const findTransportRate = (table: TransportTable, country: TransportCountry, prefix: string): TransportRate | undefined =>
  table.get(transportTableKey(country, prefix));

/** Orders rows by country (BE, NL, DE) then prefix: the order of exports and diffs. */
export const compareTransportRows = (a: Pick<TransportTableRow, 'country' | 'prefix'>, b: Pick<TransportTableRow, 'country' | 'prefix'>): number =>
  TRANSPORT_COUNTRIES.indexOf(a.country) - TRANSPORT_COUNTRIES.indexOf(b.country) ||
  (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0);

export const transportTableRows = (table: TransportTable): readonly TransportTableRow[] => [...table.values()].sort(compareTransportRows);
