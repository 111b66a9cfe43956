import type { Language, LocalizedText } from '../shared/language.js';
import { decimalText } from '../shared/number-notation.js';
import type { Dimensions, StockStatus, Weight } from './product.js';

/** Shown for a missing measurement, in every language (the spec's wording). */
export const NOT_AVAILABLE = 'N/A';

/** Two decimals with the language's decimal mark and no grouping: 6.06 (en), 6,06 (nl, de, fr). */
export const formatTwoDecimals = (value: number, language: Language): string => decimalText(value, language, 2);

const isMeasured = (value: number | null): value is number => value !== null && Number.isFinite(value);

/**
 * Length × width × height in metres, two decimals, joined with ' × ' and followed by ' m'
 * ('6.06 × 2.44 × 2.59 m'). No measurement at all gives 'N/A'; a single missing one shows as N/A in its place.
 */
export const formatDimensions = (dimensions: Dimensions | null, language: Language): string => {
  const values = dimensions === null ? [] : [dimensions.length, dimensions.width, dimensions.height];
  if (!values.some(isMeasured)) return NOT_AVAILABLE;
  return `${values.map((value) => (isMeasured(value) ? formatTwoDecimals(value, language) : NOT_AVAILABLE)).join(' × ')} m`;
};

/** Kilograms shown in tonnes: kg / 1000 with two decimals and ' t' (24000 → '24.00 t'); missing → 'N/A'. */
export const formatWeightInTonnes = (kilograms: number | null, language: Language): string =>
  isMeasured(kilograms) ? `${formatTwoDecimals(kilograms / 1000, language)} t` : NOT_AVAILABLE;

export interface FormattedWeight {
  readonly gross: string;
  readonly net: string;
  readonly tare: string;
}

export const formatWeight = (weight: Weight | null, language: Language): FormattedWeight => ({
  gross: formatWeightInTonnes(weight?.gross ?? null, language),
  net: formatWeightInTonnes(weight?.net ?? null, language),
  tare: formatWeightInTonnes(weight?.tare ?? null, language),
});

export const STOCK_STATUS_LABELS: Readonly<Record<StockStatus, LocalizedText>> = {
  'In Stock': { nl: 'Op voorraad', de: 'Auf Lager', fr: 'En stock', en: 'In Stock' },
  'Low Stock': { nl: 'Beperkte voorraad', de: 'Geringer Bestand', fr: 'Stock limité', en: 'Low Stock' },
  'Out of Stock': { nl: 'Niet op voorraad', de: 'Nicht auf Lager', fr: 'En rupture de stock', en: 'Out of Stock' },
};

/** In Stock and Low Stock (read without case or outer spaces); anything else, missing included, is out of stock. */
export const stockStatusOf = (stored: string | null): StockStatus => {
  const key = stored?.trim().toLowerCase();
  return key === 'in stock' ? 'In Stock' : key === 'low stock' ? 'Low Stock' : 'Out of Stock';
};

export const stockStatusLabel = (stored: string | null, language: Language): string =>
  STOCK_STATUS_LABELS[stockStatusOf(stored)][language];
