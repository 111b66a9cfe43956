/** How the rows of the current figures write their numbers. */

/** "a–b", or "a" when every value is the same. */
export const range = (values: readonly number[], format: (value: number) => string = String): string => {
  if (values.length === 0) return '—';
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  return low === high ? low : `${low}–${high}`;
};

/** Whole numbers with thousands separated, as the tables write counts and rates: 8,715. */
export const count = (value: number): string => Math.round(value).toLocaleString('en');

export const ratio = (value: number): string => value.toFixed(2);
