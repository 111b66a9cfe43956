/**
 * Money is integer euro cents inside the whole system. Euros appear only at the
 * edges (JSON, CSV, pages), converted by the two functions below.
 */
export type Cents = number;

/**
 * The one rounding rule of the shop: round half away from zero, on integers.
 * `roundedRatio(n, d)` is n / d rounded to the nearest integer.
 */
export const roundedRatio = (numerator: number, denominator: number): number => {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    throw new RangeError(`roundedRatio needs integers and a non-zero denominator: ${numerator}/${denominator}`);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  return sign * Math.floor((2 * n + d) / (2 * d));
};

/** `percent` of an amount in cents, rounded once (e.g. VAT 21, crane surcharge 13). */
export const percentOf = (amount: Cents, percent: number): Cents => roundedRatio(amount * percent, 100);

export const isCents = (value: unknown): value is Cents => typeof value === 'number' && Number.isSafeInteger(value);

/** Euros (a JSON number with at most two decimals) to cents, without float drift. */
export const eurosToCents = (euros: number): Cents => Math.round(euros * 100);

/** Cents to euros as a JSON number with at most two decimals. */
export const centsToEuros = (cents: Cents): number => cents / 100;

export const sumCents = (amounts: readonly Cents[]): Cents => amounts.reduce((total, amount) => total + amount, 0);
