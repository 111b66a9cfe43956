import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CONDITIONS } from './product.js';
import { productFixture } from './product-detail.fixture.js';
import { galleryImages, offeredConditions, openingImage, startingCondition } from './product-gallery.js';

const anyImages = fc.array(fc.record({ imageUrl: fc.webUrl(), sortOrder: fc.integer({ min: 0, max: 20 }) }), { maxLength: 5 });

describe('product gallery', () => {
  it("opens on the product's own condition when it is offered, else on the first offered one", () => {
    expect(startingCondition(productFixture({ condition: 'new', priceNew: 100, priceUsedA: 90 }))).toBe('new');
    expect(startingCondition(productFixture({ condition: 'new', priceNew: null, priceUsedA: 90 }))).toBe('used-a');
    expect(offeredConditions(productFixture({ priceNew: null, askOfferUsedCw: true }))).toEqual(['used-cw']);
  });

  it("shows the condition's own images first, else the product's, else its single image, sorted by order", () => {
    fc.assert(
      fc.property(anyImages, anyImages, fc.constantFrom(...CONDITIONS), fc.option(fc.webUrl(), { nil: null }), (own, forCondition, condition, single) => {
        const product = productFixture({
          imageUrl: single,
          images: own,
          conditionImages: forCondition.map((image) => ({ condition, ...image })),
        });
        const sorted = (images: typeof own) => [...images].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.imageUrl);
        const expected = forCondition.length > 0 ? sorted(forCondition) : own.length > 0 ? sorted(own) : single === null ? [] : [single];
        expect(galleryImages(product, condition)).toEqual(expected);
      }),
    );
  });

  it('opens with the first image of the starting condition (what the server preloads)', () => {
    const product = productFixture({ condition: 'new', priceNew: 100, images: [{ imageUrl: '/media/b.jpg', sortOrder: 2 }, { imageUrl: '/media/a.jpg', sortOrder: 1 }] });
    expect(openingImage(product)).toBe('/media/a.jpg');
    expect(openingImage(productFixture())).toBeNull();
  });
});
