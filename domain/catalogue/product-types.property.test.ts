import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { matchesTypeFilter, typeFilterOptions, typeFilterValue, typeLabel } from './product-types.js';
import { anyStoredType } from '../../test/arbitraries/product.arbitraries.js';

const anyStoredTypes = fc.array(anyStoredType, { maxLength: 15 });

describe('product type properties', () => {
  it('labels are stable: a label is shown as itself', () => {
    fc.assert(fc.property(anyStoredType, (stored) => typeLabel(typeLabel(stored)) === typeLabel(stored)));
  });

  it('filter values are lowercase slugs', () => {
    fc.assert(fc.property(anyStoredType, (stored) => /^([\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*)?$/u.test(typeFilterValue(stored))));
  });

  it('offers one distinct option per shown label, Standard and High Cube first, the rest alphabetical', () => {
    fc.assert(
      fc.property(anyStoredTypes, (types) => {
        const options = typeFilterOptions(types);
        const values = options.map((option) => option.value);
        expect(new Set(values).size).toBe(values.length);
        const labels = options.map((option) => option.label);
        const lead: string[] = labels.filter((label) => label === 'Standard' || label === 'High Cube');
        expect(labels.slice(0, lead.length)).toEqual(lead);
        expect(lead).toEqual(['Standard', 'High Cube'].filter((label) => lead.includes(label)));
        const others = labels.slice(lead.length);
        expect(others).toEqual(others.toSorted((a, b) => a.localeCompare(b, 'en')));
      }),
    );
  });

  it('every stored type with a usable value matches its own option and only that one', () => {
    fc.assert(
      fc.property(anyStoredTypes, (types) => {
        const options = typeFilterOptions(types);
        for (const stored of types) {
          const matching = options.filter((option) => matchesTypeFilter(stored, option.value));
          expect(matching.length).toBe(typeFilterValue(stored) === '' ? 0 : 1);
        }
      }),
    );
  });
});
