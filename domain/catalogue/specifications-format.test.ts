import { describe, expect, it } from '@jest/globals';
import { formatDimensions, formatWeight, formatWeightInTonnes, stockStatusLabel, stockStatusOf } from './specifications-format.js';

describe('dimensions', () => {
  it('shows metres with two decimals joined with ×', () => {
    expect(formatDimensions({ length: 6.058, width: 2.438, height: 2.591 }, 'en')).toBe('6.06 × 2.44 × 2.59 m');
    expect(formatDimensions({ length: 12, width: 2.35, height: 2.7 }, 'nl')).toBe('12,00 × 2,35 × 2,70 m');
  });

  it('shows N/A for missing values', () => {
    expect(formatDimensions(null, 'en')).toBe('N/A');
    expect(formatDimensions({ length: null, width: null, height: null }, 'fr')).toBe('N/A');
    expect(formatDimensions({ length: 6.06, width: null, height: 2.59 }, 'en')).toBe('6.06 × N/A × 2.59 m');
  });
});

describe('weights', () => {
  it('shows kilograms as tonnes with two decimals', () => {
    expect(formatWeightInTonnes(2200, 'en')).toBe('2.20 t');
    expect(formatWeightInTonnes(30480, 'de')).toBe('30,48 t');
    expect(formatWeightInTonnes(null, 'en')).toBe('N/A');
    expect(formatWeight({ gross: 30480, net: null, tare: 3750 }, 'en')).toEqual({ gross: '30.48 t', net: 'N/A', tare: '3.75 t' });
    expect(formatWeight(null, 'nl')).toEqual({ gross: 'N/A', net: 'N/A', tare: 'N/A' });
  });
});

describe('stock status', () => {
  it('knows In Stock and Low Stock, everything else is out of stock', () => {
    expect(stockStatusOf('In Stock')).toBe('In Stock');
    expect(stockStatusOf('low stock')).toBe('Low Stock');
    expect(stockStatusOf('Discontinued')).toBe('Out of Stock');
    expect(stockStatusOf(null)).toBe('Out of Stock');
    expect(stockStatusLabel('In Stock', 'nl')).toBe('Op voorraad');
    expect(stockStatusLabel('Low Stock', 'fr')).toBe('Stock limité');
    expect(stockStatusLabel(null, 'de')).toBe('Nicht auf Lager');
  });
});
