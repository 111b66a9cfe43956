import type { Condition, ProductDetail } from '../../../../domain/catalogue/product.js';

/** The gallery by condition: the condition's own images when there are some, else the product's images. */
export const galleryImages = (product: ProductDetail, condition: Condition | null): readonly string[] => {
  const byOrder = <T extends { readonly sortOrder: number }>(images: readonly T[]): T[] => [...images].sort((a, b) => a.sortOrder - b.sortOrder);
  const forCondition = condition === null ? [] : byOrder(product.conditionImages.filter((image) => image.condition === condition));
  if (forCondition.length > 0) return forCondition.map((image) => image.imageUrl);
  const own = byOrder(product.images).map((image) => image.imageUrl);
  if (own.length > 0) return own;
  return product.imageUrl === null ? [] : [product.imageUrl];
};
