import type { Language, LocalizedText } from '../shared/language.js';

/**
 * Stored types compared by their lowercase words: case, punctuation and spacing do not
 * count ('Flat Rack', 'flat-rack', 'FLAT_RACK'). URL values use the same words, so a
 * value always maps back to the label it came from.
 */
const typeKey = (storedType: string): string =>
  storedType
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const LABEL_BY_KEY: ReadonlyMap<string, string> = new Map([
  ['standard', 'Standard'],
  ['high cube', 'High Cube'],
  ['refrigerated', 'Thermostatic'],
  ['thermostatic', 'Thermostatic'],
  ['flat rack', 'Special'],
  ['open top', 'Special'],
  ['special', 'Special'],
  // The product editor stores Special as an empty type.
  ['', 'Special'],
  ['tank', 'Tank'],
]);

/**
 * The label a stored type is shown with: Refrigerated as Thermostatic; Flat Rack, Open Top
 * and the empty type as Special; known types in their canonical spelling; others as stored.
 */
export const typeLabel = (storedType: string): string => LABEL_BY_KEY.get(typeKey(storedType)) ?? storedType.trim();

/** A label as a lowercase URL value: 'High Cube' → 'high-cube'. */
export const typeSlug = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The URL filter value of a stored type or of a typed value ('Refrigerated', 'high cube' → 'thermostatic', 'high-cube'). */
export const typeFilterValue = (storedOrTyped: string): string => typeSlug(typeLabel(storedOrTyped));

const LOCALIZED_TYPE_LABELS: Readonly<Record<string, LocalizedText>> = {
  Standard: { nl: 'Standaard', de: 'Standard', fr: 'Standard', en: 'Standard' },
  'High Cube': { nl: 'High Cube', de: 'High Cube', fr: 'High Cube', en: 'High Cube' },
  Thermostatic: { nl: 'Thermostatisch', de: 'Thermostatisch', fr: 'Thermostatique', en: 'Thermostatic' },
  Special: { nl: 'Speciaal', de: 'Spezial', fr: 'Spécial', en: 'Special' },
  Tank: { nl: 'Tank', de: 'Tank', fr: 'Citerne', en: 'Tank' },
};

/** The shown label of a stored type in every language; types without a translation keep their label. */
export const localizedTypeLabels = (storedType: string): LocalizedText => {
  const label = typeLabel(storedType);
  return LOCALIZED_TYPE_LABELS[label] ?? { nl: label, de: label, fr: label, en: label };
};

export const localizedTypeLabel = (storedType: string, language: Language): string =>
  localizedTypeLabels(storedType)[language];

export interface TypeFilterOption {
  /** Lowercase URL value (`?type=high-cube`). */
  readonly value: string;
  /** The shown label in English, as the spec names it (Thermostatic, Special, ...). */
  readonly label: string;
  readonly labels: LocalizedText;
}

const LEADING_LABELS: readonly string[] = ['Standard', 'High Cube'];

const leadingRank = (label: string): number => {
  const rank = LEADING_LABELS.indexOf(label);
  return rank === -1 ? LEADING_LABELS.length : rank;
};

const compareOptions = (a: TypeFilterOption, b: TypeFilterOption): number =>
  leadingRank(a.label) - leadingRank(b.label) ||
  a.label.localeCompare(b.label, 'en') ||
  (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * The type filter buttons for the products' stored types: one per distinct shown label,
 * Standard first, High Cube next, then alphabetical.
 */
export const typeFilterOptions = (storedTypes: readonly string[]): readonly TypeFilterOption[] => {
  const byValue = new Map<string, TypeFilterOption>();
  for (const storedType of storedTypes) {
    const value = typeFilterValue(storedType);
    if (byValue.has(value)) continue;
    byValue.set(value, { value, label: typeLabel(storedType), labels: localizedTypeLabels(storedType) });
  }
  return [...byValue.values()].sort(compareOptions);
};

/** Whether a stored type passes the type filter; an empty value is no filter. */
export const matchesTypeFilter = (storedType: string, value: string): boolean =>
  value.trim() === '' || typeFilterValue(storedType) === typeFilterValue(value);

export const ALL_TYPES_LABEL: LocalizedText = { nl: 'Alle types', de: 'Alle Typen', fr: 'Tous les types', en: 'All types' };

export interface CarouselTypeGroup {
  readonly value: string;
  readonly label: LocalizedText;
  /** Stored types (compared as typeKey) that fall in this group. */
  readonly storedTypes: readonly string[];
}

/** The landing-page carousel's type buttons; stored Special and the empty type count as Special too. */
export const CAROUSEL_TYPE_GROUPS: readonly CarouselTypeGroup[] = [
  { value: 'standard', label: localizedTypeLabels('Standard'), storedTypes: ['standard'] },
  { value: 'high-cube', label: localizedTypeLabels('High Cube'), storedTypes: ['high cube'] },
  { value: 'thermostatic', label: localizedTypeLabels('Thermostatic'), storedTypes: ['refrigerated', 'thermostatic'] },
  { value: 'special', label: localizedTypeLabels('Special'), storedTypes: ['flat rack', 'open top', 'special', ''] },
];

/** Whether a stored type is in the carousel group with this value; an unknown group value matches nothing. */
export const matchesCarouselTypeGroup = (storedType: string, groupValue: string): boolean =>
  CAROUSEL_TYPE_GROUPS.find((group) => group.value === groupValue)?.storedTypes.includes(typeKey(storedType)) ?? false;
