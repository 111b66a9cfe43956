import { roundedRatio, sumCents, type Cents } from '../shared/money.js';

/** A discount as the admin gives it: a percentage (up to two decimals) or an amount in cents. */
export type Discount = { readonly kind: 'percent'; readonly percent: number } | { readonly kind: 'amount'; readonly amount: Cents };

export const MAX_DISCOUNT_PERCENT = 100;

/** The percentage in hundredths of a percent (12.5 → 1250), as VAT rates are computed. */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/**
 * What a discount takes off `gross`, in cents: a percentage rounded once by the shop's rule,
 * an amount as given. Never more than `gross` and never negative; an amount over `gross` or a
 * percentage outside 0..100 is a bug (the input check refuses them first).
 */
export const discountCents = (gross: Cents, discount: Discount | null): Cents => {
  if (discount === null) return 0;
  if (discount.kind === 'percent') {
    if (!(discount.percent >= 0 && discount.percent <= MAX_DISCOUNT_PERCENT)) throw new RangeError(`discount percent out of range: ${discount.percent}`);
    return roundedRatio(gross * basisPoints(discount.percent), 10_000);
  }
  if (!Number.isSafeInteger(discount.amount) || discount.amount < 0 || discount.amount > gross) throw new RangeError(`discount amount ${discount.amount} outside 0..${gross}`);
  return discount.amount;
};

/**
 * Shares `amount` over lines in proportion to their `weights` (their nets), by the largest
 * remainder, so the shares add up to `amount` exactly and no line gets more than its weight
 * (for an amount up to the weights' sum). Ties go to the earlier line. Computed on integers
 * (BigInt: amount × weight passes 2^53 for large offers).
 */
export const prorate = (amount: Cents, weights: readonly Cents[]): Cents[] => {
  const total = sumCents(weights);
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > total) throw new RangeError(`cannot share ${amount} over weights summing to ${total}`);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => Number(value / big));
  let left = amount - sumCents(shares);
  const order = exact
    .map((value, index) => ({ index, remainder: value % big }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};
