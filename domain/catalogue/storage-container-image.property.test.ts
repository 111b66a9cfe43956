import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { productCardImage, STORAGE_CONTAINER_IMAGES, storageContainerImage } from './storage-container-image.js';

const anyPhrase = fc.constantFrom('opslagcontainer', 'Opslag container', 'storage container', 'Storage-Containers', 'Lagercontainer', 'conteneur de stockage', 'Conteneurs stockage');
const anyLength = fc.constantFrom(6, 8, 10);
const anyUnit = fc.constantFrom('ft', ' ft', '-ft', 'FT', "'", ' feet', ' voet', ' Fuß', ' pieds');
const anyStorageTitle = fc.tuple(anyPhrase, anyLength, anyUnit, fc.boolean()).map(([phrase, length, unit, lengthFirst]) => ({
  length,
  title: lengthFirst ? `${length}${unit} ${phrase}` : `${phrase} ${length}${unit}`,
}));
const anyImageUrl = fc.option(fc.webUrl(), { nil: null });

describe('storage-container image properties', () => {
  it('gives the built-in image of the named length for every phrase and unit spelling', () => {
    fc.assert(fc.property(anyStorageTitle, ({ length, title }) => storageContainerImage(title) === STORAGE_CONTAINER_IMAGES[length as 6 | 8 | 10]));
  });

  it('never gives a built-in image without a storage phrase', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (title) => {
        fc.pre(!/stor|opslag|lager|stock/i.test(title));
        return storageContainerImage(title) === null;
      }),
    );
  });

  it('the card image is the built-in image, else the product image', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), anyImageUrl, (title, imageUrl) => {
        expect(productCardImage({ title, imageUrl })).toBe(storageContainerImage(title) ?? imageUrl);
      }),
    );
  });
});
