/** Nest injection token of the composed shop (adapters/composition/shop.ts). */
export const SHOP = Symbol('Shop');
