import type { ProductDetail, ProductSummary } from '../../domain/catalogue/product.js';
import { typeLabel } from '../../domain/catalogue/product-types.js';
import { centsToEuros, type Cents } from '../../domain/shared/money.js';
import type { ProductDetailDto, ProductSummaryDto } from './product.dto.js';

const euros = (cents: Cents | null): number | null => (cents === null ? null : centsToEuros(cents));

export const toProductSummaryDto = (product: ProductSummary): ProductSummaryDto => ({
  id: product.id,
  slug: product.slug,
  title: product.title,
  description: product.description,
  metaDescription: product.metaDescription,
  imageUrl: product.imageUrl,
  type: product.type,
  typeLabel: typeLabel(product.type),
  condition: product.condition,
  size: product.size,
  isAvailable: product.isAvailable,
  price: euros(product.price),
  priceNew: euros(product.priceNew),
  priceUsedA: euros(product.priceUsedA),
  priceUsedCw: euros(product.priceUsedCw),
  priceRentPerDay: euros(product.priceRentPerDay),
  askOfferNew: product.askOfferNew,
  askOfferUsedA: product.askOfferUsedA,
  askOfferUsedCw: product.askOfferUsedCw,
  askOfferRent: product.askOfferRent,
  createdAt: product.createdAt,
});

export const toProductDetailDto = (product: ProductDetail): ProductDetailDto => ({
  ...toProductSummaryDto(product),
  language: product.language,
  descriptionHtml: product.descriptionHtml,
  metaTitle: product.metaTitle,
  images: [...product.images],
  conditionImages: [...product.conditionImages],
  mainConditionImages: [...product.mainConditionImages],
  conditionInfo: product.conditionInfo.map((info) => ({ ...info, benefits: [...info.benefits], badges: [...info.badges] })),
  typeDescription:
    product.typeDescription === null
      ? null
      : { ...product.typeDescription, features: [...product.typeDescription.features], usageExamples: [...product.typeDescription.usageExamples] },
  dimensionsInside: product.dimensionsInside,
  dimensionsOutside: product.dimensionsOutside,
  weight: product.weight,
  capacityCbm: product.capacityCbm,
  palletPlaces: product.palletPlaces,
  leasingPrice: euros(product.leasingPrice),
  stockStatus: product.stockStatus,
  unitStock: product.unitStock === null ? null : { ...product.unitStock, conditions: product.unitStock.conditions.map((line) => ({ ...line })) },
  deliveryOptions: { ...product.deliveryOptions },
  slugs: { ...product.slugs },
});
