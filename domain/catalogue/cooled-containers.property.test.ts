import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COOLED_TITLE_KEYWORDS, cooledContainers, isCooledContainerTitle, MAX_COOLED_CONTAINERS } from './cooled-containers.js';

const anyTitle = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('Reefer 20ft', 'Koelcontainer', 'Standard 40ft', 'KÜHLCONTAINER'));
const anyProducts = fc.array(fc.record({ title: anyTitle }), { maxLength: 20 });
const anyKeywordInTitle = fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...COOLED_TITLE_KEYWORDS), fc.string({ maxLength: 6 }), fc.boolean());

describe('cooled container properties', () => {
  it('returns at most 6 matching products, in input order', () => {
    fc.assert(
      fc.property(anyProducts, (products) => {
        const cooled = cooledContainers(products);
        const matching = products.filter((product) => isCooledContainerTitle(product.title));
        expect(cooled.length).toBe(Math.min(MAX_COOLED_CONTAINERS, matching.length));
        expect(cooled).toEqual(matching.slice(0, cooled.length));
      }),
    );
  });

  it('matches any title containing a keyword in any case', () => {
    fc.assert(
      fc.property(anyKeywordInTitle, ([before, keyword, after, upper]) =>
        isCooledContainerTitle(before + (upper ? keyword.toUpperCase() : keyword) + after),
      ),
    );
  });
});
