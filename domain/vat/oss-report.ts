import type { Result } from '../shared/result.js';
import { err, ok } from '../shared/result.js';
import type { Cents } from '../shared/money.js';

/** A calendar quarter: the OSS return is filed per quarter (Directive 2006/112/EC art. 369f). */
export interface Quarter {
  readonly year: number;
  readonly quarter: 1 | 2 | 3 | 4;
}

/** Parses `2026-Q4` (case-insensitive). */
export const parseQuarter = (text: string): Result<Quarter, string> => {
  const match = /^(\d{4})-[Qq]([1-4])$/.exec(text.trim());
  if (match === null) return err(`a quarter is written YYYY-Qn, e.g. 2026-Q4; got "${text}"`);
  return ok({ year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] });
};

/** The quarter's first day and the first day after it, as ISO dates (Belgian calendar days). */
export const quarterDays = ({ year, quarter }: Quarter): { readonly from: string; readonly until: string } => {
  const month = (quarter - 1) * 3 + 1;
  const pad = (value: number): string => String(value).padStart(2, '0');
  const from = `${year}-${pad(month)}-01`;
  const until = quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(month + 3)}-01`;
  return { from, until };
};

/** One order line declared under the OSS: the arrival country's VAT charged on a distance sale. */
export interface OssLine {
  readonly country: string;
  readonly ratePercent: number;
  readonly net: Cents;
  readonly vat: Cents;
}

export interface OssReportRow {
  readonly country: string;
  readonly ratePercent: number;
  /** Taxable amount of the quarter, in cents. */
  readonly taxable: Cents;
  readonly vat: Cents;
}

/** The OSS return: per member state of consumption and rate, the taxable amount and the VAT; sorted by country, then rate. */
export const ossReport = (lines: readonly OssLine[]): readonly OssReportRow[] => {
  const rows = new Map<string, { country: string; ratePercent: number; taxable: Cents; vat: Cents }>();
  for (const line of lines) {
    const key = `${line.country}:${line.ratePercent}`;
    const row = rows.get(key) ?? { country: line.country, ratePercent: line.ratePercent, taxable: 0, vat: 0 };
    rows.set(key, { ...row, taxable: row.taxable + line.net, vat: row.vat + line.vat });
  }
  return [...rows.values()].sort((a, b) => a.country.localeCompare(b.country) || b.ratePercent - a.ratePercent);
};
