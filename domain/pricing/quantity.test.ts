import { describe, expect, it } from '@jest/globals';
import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity, isValidOrderQuantity } from './quantity.js';

describe('clampQuantity', () => {
  it('turns non-numbers into 1', () => {
    expect(clampQuantity('3')).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(undefined)).toBe(1);
    expect(clampQuantity(null)).toBe(1);
  });

  it('clamps to 1..100 and cuts fractions', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-7)).toBe(1);
    expect(clampQuantity(101)).toBe(100);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampQuantity(1.9)).toBe(1);
    expect(clampQuantity(42.7)).toBe(42);
    expect(clampQuantity(99.99)).toBe(99);
    expect(clampQuantity(37)).toBe(37);
  });
});

describe('isValidOrderQuantity', () => {
  it('accepts integers 1 to 100 only', () => {
    expect([1, 50, 100].every(isValidOrderQuantity)).toBe(true);
    expect([0, -1, 1.5, 1e9, '3', Number.NaN, null, 101].some(isValidOrderQuantity)).toBe(false);
  });
});

describe('stepper limits', () => {
  it('disables minus at 1 and plus at 100', () => {
    expect(canDecreaseQuantity(1)).toBe(false);
    expect(canDecreaseQuantity(2)).toBe(true);
    expect(canIncreaseQuantity(100)).toBe(false);
    expect(canIncreaseQuantity(99)).toBe(true);
  });
});
