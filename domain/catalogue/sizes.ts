import type { LocalizedText } from '../shared/language.js';

/** Every size a product can have, in display order (each HC size right after its base size). */
export const SIZES = [
  '4ft',
  '5ft',
  '6ft',
  '8ft',
  '10ft',
  '10ft HC',
  '20ft',
  '20ft HC',
  '40ft',
  '40ft HC',
  '45ft',
  '45ft HC',
  'special',
] as const;
export type Size = (typeof SIZES)[number];

/** Rank of a size the catalogue does not know: after every known size. */
export const UNKNOWN_SIZE_RANK = 999;

/** Compared without case and without any whitespace: '20FT hc', ' 20 ft HC ' and '20ft HC' are one size. */
const sizeKey = (text: string): string => text.toLowerCase().replace(/\s+/g, '');

const SIZE_BY_KEY: ReadonlyMap<string, Size> = new Map(SIZES.map((size) => [sizeKey(size), size]));

/** The catalogue size a stored or typed size text means, or null when it is none of SIZES. */
export const normalizeSize = (text: string): Size | null => SIZE_BY_KEY.get(sizeKey(text)) ?? null;

export const isSize = (value: unknown): value is Size =>
  typeof value === 'string' && (SIZES as readonly string[]).includes(value);

/**
 * Position in the spec's size order 4ft, 5ft, 6ft, 8ft, 10ft, 10ft HC, 20ft, 40ft, 45ft,
 * special, with 20ft HC, 40ft HC and 45ft HC right after their base size; unknown sizes 999.
 */
export const sizeRank = (size: string): number => {
  const known = normalizeSize(size);
  return known === null ? UNKNOWN_SIZE_RANK : SIZES.indexOf(known);
};

/** The size filter groups, keyed by their URL value (`?size=4-10ft`). */
export const SIZE_GROUPS = {
  '4-10ft': ['4ft', '5ft', '6ft', '8ft', '10ft', '10ft HC'],
  '20ft': ['20ft', '20ft HC'],
  '40ft': ['40ft', '40ft HC'],
  '45ft': ['45ft', '45ft HC'],
} as const satisfies Readonly<Record<string, readonly Size[]>>;
export type SizeGroup = keyof typeof SIZE_GROUPS;

/** The groups in filter-button order. */
export const SIZE_GROUP_VALUES = Object.keys(SIZE_GROUPS) as readonly SizeGroup[];

export const isSizeGroup = (value: unknown): value is SizeGroup =>
  typeof value === 'string' && (SIZE_GROUP_VALUES as readonly string[]).includes(value);

/** The filter group a size belongs to; 'special' and unknown sizes belong to none. */
export const sizeGroupOf = (size: string): SizeGroup | null => {
  const known = normalizeSize(size);
  if (known === null) return null;
  return SIZE_GROUP_VALUES.find((group) => (SIZE_GROUPS[group] as readonly Size[]).includes(known)) ?? null;
};

/** The first filter button, which clears the size filter. */
export const ALL_SIZES_LABEL: LocalizedText = {
  nl: 'Alle maten',
  de: 'Alle Größen',
  fr: 'Toutes les tailles',
  en: 'All sizes',
};
