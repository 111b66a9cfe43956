import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { GENERIC_STORAGE_DESCRIPTION } from './generic-storage-description.js';
import { DESCRIPTION_MIN_LENGTH, META_DESCRIPTION_MIN_LENGTH, productDescription } from './product-description.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyLetters = (maxLength: number) => fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' '), maxLength });
const anyDescribedProduct = fc.record({
  description: fc.option(anyLetters(140), { nil: null }),
  descriptionHtml: fc.option(anyLetters(140), { nil: null }),
  metaDescription: fc.option(anyLetters(70), { nil: null }),
});
const trimmedLength = (value: string | null): number => value?.trim().length ?? 0;

describe('description properties', () => {
  it('falls back to the generic text exactly when every text is at or under its threshold', () => {
    fc.assert(
      fc.property(anyDescribedProduct, anyLanguage, (product, language) => {
        const short =
          trimmedLength(product.description) <= DESCRIPTION_MIN_LENGTH &&
          trimmedLength(product.descriptionHtml) <= DESCRIPTION_MIN_LENGTH &&
          trimmedLength(product.metaDescription) <= META_DESCRIPTION_MIN_LENGTH;
        expect(productDescription(product, language).kind === 'generic').toBe(short);
      }),
    );
  });

  it('has a complete generic text in every language', () => {
    for (const language of LANGUAGES) {
      const text = GENERIC_STORAGE_DESCRIPTION[language];
      expect(text.features.length).toBeGreaterThan(0);
      expect(text.applications.length).toBeGreaterThan(0);
      expect(text.whyChooseUs.length).toBeGreaterThan(0);
      expect(Object.values(text).every((part) => part.length > 0)).toBe(true);
    }
  });
});
