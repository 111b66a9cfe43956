import { conditionPrice } from '../pricing/condition-price.js';
import { CONDITIONS, type Condition, type ProductDetail, type ProductPrices } from './product.js';

/**
 * How wide the product page lays out its main image (its `sizes`): the page uses
 * it on the img, the server on the preload hint, so both ask for the same file.
 */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1024px) 50vw, 100vw';

/** The conditions this product is offered in: a price above 0 or an ask-offer flag. */
export const offeredConditions = (product: ProductPrices): readonly Condition[] =>
  CONDITIONS.filter((condition) => conditionPrice(product, condition).kind !== 'none');

/** The product's own condition when it is offered, else the first offered one. */
export const startingCondition = (product: ProductDetail): Condition | null => {
  const offered = offeredConditions(product);
  return offered.includes(product.condition) ? product.condition : (offered[0] ?? product.condition);
};

/** The gallery by condition: the condition's own images when there are some, else the product's images. */
export const galleryImages = (product: ProductDetail, condition: Condition | null): readonly string[] => {
  const byOrder = <T extends { readonly sortOrder: number }>(images: readonly T[]): T[] => [...images].sort((a, b) => a.sortOrder - b.sortOrder);
  const forCondition = condition === null ? [] : byOrder(product.conditionImages.filter((image) => image.condition === condition));
  if (forCondition.length > 0) return forCondition.map((image) => image.imageUrl);
  const own = byOrder(product.images).map((image) => image.imageUrl);
  if (own.length > 0) return own;
  return product.imageUrl === null ? [] : [product.imageUrl];
};

/** The image the product page opens with (its largest paint), or null. */
export const openingImage = (product: ProductDetail): string | null => galleryImages(product, startingCondition(product))[0] ?? null;
