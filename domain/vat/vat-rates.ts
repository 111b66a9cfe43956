/**
 * Standard VAT rates as data: a rate change is a new row with the date it
 * applies from, never a code change. Sources: the member states' rates as
 * published in the European Commission's "VAT rates applied in the Member
 * States" list (docs/vat.md). Rates in percent; some states use a decimal
 * (e.g. 25.5), so amounts are computed in hundredths of a percent.
 */
export const VAT_RATE_COUNTRIES = ['BE', 'NL', 'DE', 'FR', 'LU'] as const;
export type VatRateCountry = (typeof VAT_RATE_COUNTRIES)[number];

export interface StandardVatRate {
  readonly country: VatRateCountry;
  readonly ratePercent: number;
  /** ISO date (YYYY-MM-DD) from which the rate applies. */
  readonly validFrom: string;
}

export const STANDARD_VAT_RATES: readonly StandardVatRate[] = [
  { country: 'BE', ratePercent: 21, validFrom: '1996-01-01' },
  { country: 'NL', ratePercent: 21, validFrom: '2012-10-01' },
  { country: 'DE', ratePercent: 19, validFrom: '2007-01-01' },
  // The temporary reduction of the second half of 2020.
  { country: 'DE', ratePercent: 16, validFrom: '2020-07-01' },
  { country: 'DE', ratePercent: 19, validFrom: '2021-01-01' },
  { country: 'FR', ratePercent: 20, validFrom: '2014-01-01' },
  { country: 'LU', ratePercent: 17, validFrom: '2015-01-01' },
  { country: 'LU', ratePercent: 16, validFrom: '2023-01-01' },
  { country: 'LU', ratePercent: 17, validFrom: '2024-01-01' },
];

export const isVatRateCountry = (value: unknown): value is VatRateCountry =>
  typeof value === 'string' && (VAT_RATE_COUNTRIES as readonly string[]).includes(value);

/**
 * The standard rate of a country on a date: the newest row that applies.
 * Every country of VAT_RATE_COUNTRIES has a row far in the past, so there is always one.
 */
export const standardVatRate = (
  country: VatRateCountry,
  onDate: string,
  rates: readonly StandardVatRate[] = STANDARD_VAT_RATES,
): number => {
  let best: StandardVatRate | undefined;
  for (const rate of rates) {
    if (rate.country !== country || rate.validFrom > onDate) continue;
    if (best === undefined || rate.validFrom >= best.validFrom) best = rate;
  }
  if (best === undefined) throw new RangeError(`no VAT rate for ${country} on ${onDate}`);
  return best.ratePercent;
};
