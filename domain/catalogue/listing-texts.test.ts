import { describe, expect, it } from '@jest/globals';
import { fillTemplate, LANGUAGES } from '../shared/language.js';
import { LISTING_TEXTS, LISTING_SKELETON_COUNT, HOME_CAROUSEL_MAX_PRODUCTS, LANDING_CAROUSEL_MAX_PRODUCTS } from './listing-texts.js';

describe('listing texts', () => {
  it("uses the spec's English wording", () => {
    expect(LISTING_TEXTS.loadError.en).toBe('Error loading products. Please try again later.');
    expect(LISTING_TEXTS.noRentalContainers.en).toBe('No available rental containers found');
    expect(fillTemplate(LISTING_TEXTS.deleteConfirmText.en, { title: '20ft HC' })).toBe(
      'This action cannot be undone. This will permanently delete the product "20ft HC" and all its translations.',
    );
  });

  it('has every text in every language, with the same placeholders', () => {
    for (const text of Object.values(LISTING_TEXTS)) {
      const placeholders = text.en.match(/\{\w+\}/g) ?? [];
      for (const language of LANGUAGES) {
        expect(text[language].trim()).not.toBe('');
        expect(text[language].match(/\{\w+\}/g) ?? []).toEqual(placeholders);
      }
    }
  });

  it('keeps the spec counts', () => {
    expect([LISTING_SKELETON_COUNT, HOME_CAROUSEL_MAX_PRODUCTS, LANDING_CAROUSEL_MAX_PRODUCTS]).toEqual([6, 8, 6]);
  });
});
