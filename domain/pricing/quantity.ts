export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
export const DEFAULT_QUANTITY = 1;

/**
 * The quantity a selector or the cart keeps: anything that is not a number (or is NaN)
 * becomes 1; fractions are cut to the whole number below (1.9 → 1, as parseInt does);
 * then the value is clamped to 1..100 (Infinity → 100).
 */
export const clampQuantity = (input: unknown): number => {
  if (typeof input !== 'number' || Number.isNaN(input)) return DEFAULT_QUANTITY;
  if (input >= MAX_QUANTITY) return MAX_QUANTITY;
  if (input <= MIN_QUANTITY) return MIN_QUANTITY;
  return Math.trunc(input);
};

/** Server-side check: only an integer number from 1 to 100 is accepted (no strings, no fractions). */
export const isValidOrderQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_QUANTITY && value <= MAX_QUANTITY;

/** Minus is disabled at 1, plus at 100. */
export const canDecreaseQuantity = (quantity: number): boolean => quantity > MIN_QUANTITY;
export const canIncreaseQuantity = (quantity: number): boolean => quantity < MAX_QUANTITY;
