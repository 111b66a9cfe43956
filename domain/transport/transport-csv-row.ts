import { eurosToCents, type Cents } from '../shared/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { isTransportCountry } from './transport-country.js';
import type { TransportTableRow } from './transport-table.js';

export const TRANSPORT_CSV_COLUMNS = ['country', 'prefix', 'single', 'double'] as const;
export type TransportCsvColumn = (typeof TRANSPORT_CSV_COLUMNS)[number];

/** Prices in a file are euros, above 0 and below this many euros. */
export const MAX_TRANSPORT_PRICE_EUROS = 100_000;

/** A bad record in an import file; `reason` is English because only the admin CLI shows it. */
export interface InvalidTransportRowError {
  readonly kind: 'invalid-transport-row';
  readonly line: number;
  /** `record` when the line as a whole is wrong (e.g. the number of fields). */
  readonly field: TransportCsvColumn | 'record';
  readonly reason: string;
}

type FieldCheck<T> = Result<T, string>;

const parseEuros = (text: string): FieldCheck<Cents> => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (match === null) return err('must be an amount in euros such as 310 or 310.50');
  if ((match[2] ?? '').length > 2) return err('must have at most 2 decimals');
  // The text is now plain digits with at most two decimals, so the float step is exact.
  const cents = eurosToCents(Number(text));
  if (cents <= 0) return err('must be above 0');
  if (cents >= eurosToCents(MAX_TRANSPORT_PRICE_EUROS)) return err(`must be below ${MAX_TRANSPORT_PRICE_EUROS}`);
  return ok(cents);
};

/** Cents as a file writes them: whole euros, or two decimals when there are cents. */
export const formatEuros = (cents: Cents): string => {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return rest === 0 ? `${whole}` : `${whole}.${String(rest).padStart(2, '0')}`;
};

/**
 * Validates one record of a transport CSV (already split into named fields,
 * e.g. by csv-parse with `columns: true`). Fields are trimmed; the country may
 * be written in any case.
 */
export const parseTransportCsvRow = (
  fields: Readonly<Record<string, string>>,
  lineNumber: number,
): Result<TransportTableRow, InvalidTransportRowError> => {
  const fail = (field: TransportCsvColumn, reason: string) =>
    err<InvalidTransportRowError>({ kind: 'invalid-transport-row', line: lineNumber, field, reason });
  const text = (field: TransportCsvColumn): string => (fields[field] ?? '').trim();

  for (const field of TRANSPORT_CSV_COLUMNS) {
    if (text(field) === '') return fail(field, 'is missing');
  }
  const country = text('country').toUpperCase();
  if (!isTransportCountry(country)) return fail('country', 'must be BE, NL or DE');
  const prefix = text('prefix');
  if (!/^\d{2}$/.test(prefix)) return fail('prefix', 'must be exactly two digits');
  const single = parseEuros(text('single'));
  if (!single.ok) return fail('single', single.error);
  const double = parseEuros(text('double'));
  if (!double.ok) return fail('double', double.error);
  return ok({ country, prefix, single: single.value, double: double.value });
};
