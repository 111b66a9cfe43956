import { describe, expect, it } from '@jest/globals';
import {
  CAROUSEL_TYPE_GROUPS,
  localizedTypeLabel,
  matchesCarouselTypeGroup,
  matchesTypeFilter,
  typeFilterOptions,
  typeLabel,
} from './product-types.js';

describe('typeLabel', () => {
  it('shows Refrigerated as Thermostatic', () => {
    expect(typeLabel('Refrigerated')).toBe('Thermostatic');
    expect(typeLabel('refrigerated')).toBe('Thermostatic');
  });

  it('shows Flat Rack, Open Top, the empty type and Special as Special', () => {
    expect(typeLabel('Flat Rack')).toBe('Special');
    expect(typeLabel('Open Top')).toBe('Special');
    expect(typeLabel('')).toBe('Special');
    expect(typeLabel('Special')).toBe('Special');
  });

  it('keeps other types as stored', () => {
    expect(typeLabel('Standard')).toBe('Standard');
    expect(typeLabel('High Cube')).toBe('High Cube');
    expect(typeLabel('Tank')).toBe('Tank');
    expect(typeLabel('Ventilated')).toBe('Ventilated');
  });
});

describe('typeFilterOptions', () => {
  it('orders Standard, High Cube, then alphabetical, one button per shown label', () => {
    const options = typeFilterOptions(['Tank', 'Open Top', 'Refrigerated', 'High Cube', 'Flat Rack', 'Standard', 'Tank', 'Bulk']);
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ['standard', 'Standard'],
      ['high-cube', 'High Cube'],
      ['bulk', 'Bulk'],
      ['special', 'Special'],
      ['tank', 'Tank'],
      ['thermostatic', 'Thermostatic'],
    ]);
  });

  it('carries the labels in every language', () => {
    const [thermostatic] = typeFilterOptions(['Refrigerated']);
    expect(thermostatic?.labels).toEqual({ nl: 'Thermostatisch', de: 'Thermostatisch', fr: 'Thermostatique', en: 'Thermostatic' });
  });

  it('reads a type without letters or digits as the empty type, Special', () => {
    expect(typeFilterOptions(['???', '']).map((option) => option.value)).toEqual(['special']);
  });
});

describe('matchesTypeFilter', () => {
  it('matches stored types by their shown label', () => {
    expect(matchesTypeFilter('Refrigerated', 'thermostatic')).toBe(true);
    expect(matchesTypeFilter('Flat Rack', 'special')).toBe(true);
    expect(matchesTypeFilter('Open Top', 'special')).toBe(true);
    expect(matchesTypeFilter('High Cube', 'high-cube')).toBe(true);
    expect(matchesTypeFilter('High Cube', 'high cube')).toBe(true);
    expect(matchesTypeFilter('Standard', 'high-cube')).toBe(false);
    expect(matchesTypeFilter('Tank', 'special')).toBe(false);
  });

  it('treats an empty value as no filter', () => {
    expect(matchesTypeFilter('Tank', '')).toBe(true);
  });
});

describe('landing carousel type groups', () => {
  it('has Standard, High Cube, Thermostatic and Special', () => {
    expect(CAROUSEL_TYPE_GROUPS.map((group) => group.label.en)).toEqual(['Standard', 'High Cube', 'Thermostatic', 'Special']);
  });

  it('puts refrigerated and thermostatic together, and flat rack with open top', () => {
    expect(matchesCarouselTypeGroup('Refrigerated', 'thermostatic')).toBe(true);
    expect(matchesCarouselTypeGroup('Thermostatic', 'thermostatic')).toBe(true);
    expect(matchesCarouselTypeGroup('Flat Rack', 'special')).toBe(true);
    expect(matchesCarouselTypeGroup('open top', 'special')).toBe(true);
    expect(matchesCarouselTypeGroup('Tank', 'special')).toBe(false);
    expect(matchesCarouselTypeGroup('Standard', 'high-cube')).toBe(false);
    expect(matchesCarouselTypeGroup('Standard', 'nonsense')).toBe(false);
  });
});

describe('localizedTypeLabel', () => {
  it('translates the known labels', () => {
    expect(localizedTypeLabel('Refrigerated', 'fr')).toBe('Thermostatique');
    expect(localizedTypeLabel('Flat Rack', 'de')).toBe('Spezial');
    expect(localizedTypeLabel('Standard', 'nl')).toBe('Standaard');
    expect(localizedTypeLabel('Ventilated', 'nl')).toBe('Ventilated');
  });
});
