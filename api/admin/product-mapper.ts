import type { AdminProduct, ProductInput, ProductTranslationInput } from '../../application/admin-catalogue/admin-product.js';
import type { Dimensions, Weight } from '../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { centsToEuros, eurosToCents, type Cents } from '../../domain/shared/money.js';
import type { DimensionsInputDto, ProductInputDto, WeightInputDto } from './product-input.dto.js';
import type { AdminProductDto } from './product-response.dto.js';

const cents = (euros: number | null | undefined): Cents | null => (euros === null || euros === undefined ? null : eurosToCents(euros));
const euros = (amount: Cents | null): number | null => (amount === null ? null : centsToEuros(amount));

const dimensions = (dto: DimensionsInputDto | null | undefined): Dimensions | null =>
  dto === null || dto === undefined ? null : { length: dto.length ?? null, width: dto.width ?? null, height: dto.height ?? null };

const weight = (dto: WeightInputDto | null | undefined): Weight | null =>
  dto === null || dto === undefined ? null : { gross: dto.gross ?? null, net: dto.net ?? null, tare: dto.tare ?? null };

/** The editor's save at the API edge: euros become cents, left-out fields their defaults. */
export const toProductInput = (dto: ProductInputDto): ProductInput => {
  const translations: Partial<Record<Language, ProductTranslationInput>> = {};
  for (const language of LANGUAGES) {
    const text = dto.translations[language];
    if (text === undefined) continue;
    translations[language] = {
      title: text.title,
      description: text.description,
      descriptionHtml: text.descriptionHtml ?? null,
      slug: text.slug,
      metaTitle: text.metaTitle ?? null,
      metaDescription: text.metaDescription ?? null,
    };
  }
  return {
    fields: {
      type: dto.type,
      condition: dto.condition,
      size: dto.size,
      price: eurosToCents(dto.price),
      priceNew: cents(dto.priceNew),
      priceUsedA: cents(dto.priceUsedA),
      priceUsedCw: cents(dto.priceUsedCw),
      priceRentPerDay: cents(dto.priceRentPerDay),
      leasingPrice: cents(dto.leasingPrice),
      askOfferNew: dto.askOfferNew ?? false,
      askOfferUsedA: dto.askOfferUsedA ?? false,
      askOfferUsedCw: dto.askOfferUsedCw ?? false,
      askOfferRent: dto.askOfferRent ?? false,
      isAvailable: dto.isAvailable ?? true,
      stockStatus: dto.stockStatus ?? 'In Stock',
      deliveryOptions: dto.deliveryOptions === undefined ? { truck: true, truck_with_crane: true, self_pickup: true } : { ...dto.deliveryOptions },
      dimensionsInside: dimensions(dto.dimensionsInside),
      dimensionsOutside: dimensions(dto.dimensionsOutside),
      weight: weight(dto.weight),
      capacityCbm: dto.capacityCbm ?? null,
      palletPlaces: dto.palletPlaces ?? null,
    },
    translations,
  };
};

export const toAdminProductDto = (product: AdminProduct): AdminProductDto => ({
  ...product,
  price: centsToEuros(product.price),
  priceNew: euros(product.priceNew),
  priceUsedA: euros(product.priceUsedA),
  priceUsedCw: euros(product.priceUsedCw),
  priceRentPerDay: euros(product.priceRentPerDay),
  leasingPrice: euros(product.leasingPrice),
  deliveryOptions: { ...product.deliveryOptions },
  imageUrl: product.images[0]?.imageUrl ?? null,
  translations: { ...product.translations },
  images: product.images.map((image) => ({ ...image })),
  conditionImages: product.conditionImages.map((image) => ({ ...image })),
  mainConditionImages: product.mainConditionImages.map((image) => ({ ...image })),
  conditionInfo: product.conditionInfo.map((info) => ({
    ...info,
    translations: Object.fromEntries(
      Object.entries(info.translations).map(([language, text]) => [language, { ...text, benefits: [...text.benefits], badges: text.badges.map((badge) => ({ ...badge })) }]),
    ),
  })),
});
