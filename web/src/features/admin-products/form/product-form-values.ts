import { DELIVERY_OPTIONS, type DeliveryOptions, type SaleCondition, type StockStatus } from '../../../../../domain/catalogue/product.js';
import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { AdminProductJson, DimensionsJson, ProductTranslationJson, WeightJson } from '../remote/admin-product-json.js';

/** Numbers stay text while typed (empty = not set); they become euros/units only when sent. */
export interface DimensionsValues {
  readonly length: string;
  readonly width: string;
  readonly height: string;
}

export interface WeightValues {
  readonly gross: string;
  readonly net: string;
  readonly tare: string;
}

export interface TranslationValues {
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  readonly descriptionHtml: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

export type PriceField = 'price' | 'priceNew' | 'priceUsedA' | 'priceUsedCw' | 'priceRentPerDay' | 'leasingPrice';
export type AskOfferField = 'askOfferNew' | 'askOfferUsedA' | 'askOfferUsedCw' | 'askOfferRent';

/** The General, Specifications, Translations and Images tabs: one form, saved together. */
export interface ProductFormValues {
  readonly type: string;
  readonly condition: SaleCondition;
  readonly size: string;
  readonly prices: Readonly<Record<PriceField, string>>;
  readonly askOffer: Readonly<Record<AskOfferField, boolean>>;
  readonly isAvailable: boolean;
  readonly stockStatus: StockStatus;
  readonly deliveryOptions: DeliveryOptions;
  readonly dimensionsInside: DimensionsValues;
  readonly dimensionsOutside: DimensionsValues;
  readonly weight: WeightValues;
  readonly capacityCbm: string;
  readonly palletPlaces: string;
  readonly translations: Readonly<Record<Language, TranslationValues>>;
  /** Image addresses in display order. */
  readonly images: readonly string[];
}

export const EMPTY_TRANSLATION: TranslationValues = { title: '', slug: '', description: '', descriptionHtml: '', metaTitle: '', metaDescription: '' };
const EMPTY_DIMENSIONS: DimensionsValues = { length: '', width: '', height: '' };
const EMPTY_WEIGHT: WeightValues = { gross: '', net: '', tare: '' };

const perLanguage = <T>(value: (language: Language) => T): Readonly<Record<Language, T>> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  type: 'Standard',
  condition: 'new',
  size: '20ft',
  prices: { price: '', priceNew: '', priceUsedA: '', priceUsedCw: '', priceRentPerDay: '', leasingPrice: '' },
  askOffer: { askOfferNew: false, askOfferUsedA: false, askOfferUsedCw: false, askOfferRent: false },
  isAvailable: true,
  stockStatus: 'In Stock',
  deliveryOptions: Object.fromEntries(DELIVERY_OPTIONS.map((option) => [option, true])) as Record<(typeof DELIVERY_OPTIONS)[number], boolean>,
  dimensionsInside: EMPTY_DIMENSIONS,
  dimensionsOutside: EMPTY_DIMENSIONS,
  weight: EMPTY_WEIGHT,
  capacityCbm: '',
  palletPlaces: '',
  translations: perLanguage(() => EMPTY_TRANSLATION),
  images: [],
};

const text = (value: number | null): string => (value === null ? '' : String(value));
const dimensionsValues = (json: DimensionsJson | null): DimensionsValues =>
  json === null ? EMPTY_DIMENSIONS : { length: text(json.length), width: text(json.width), height: text(json.height) };
const weightValues = (json: WeightJson | null): WeightValues => (json === null ? EMPTY_WEIGHT : { gross: text(json.gross), net: text(json.net), tare: text(json.tare) });
const translationValues = (json: ProductTranslationJson | undefined): TranslationValues =>
  json === undefined
    ? EMPTY_TRANSLATION
    : {
        title: json.title,
        slug: json.slug,
        description: json.description,
        descriptionHtml: json.descriptionHtml ?? '',
        metaTitle: json.metaTitle ?? '',
        metaDescription: json.metaDescription ?? '',
      };

/** The product's image addresses in their stored order. */
export const imageUrlsOf = (product: Pick<AdminProductJson, 'images'>): readonly string[] =>
  [...product.images].sort((a, b) => a.sortOrder - b.sortOrder).map((image) => image.imageUrl);

/** A loaded product as the editor's form. */
export const formValuesOf = (product: AdminProductJson): ProductFormValues => ({
  type: product.type,
  condition: product.condition,
  size: product.size,
  prices: {
    price: text(product.price),
    priceNew: text(product.priceNew),
    priceUsedA: text(product.priceUsedA),
    priceUsedCw: text(product.priceUsedCw),
    priceRentPerDay: text(product.priceRentPerDay),
    leasingPrice: text(product.leasingPrice),
  },
  askOffer: { askOfferNew: product.askOfferNew, askOfferUsedA: product.askOfferUsedA, askOfferUsedCw: product.askOfferUsedCw, askOfferRent: product.askOfferRent },
  isAvailable: product.isAvailable,
  stockStatus: product.stockStatus,
  deliveryOptions: product.deliveryOptions,
  dimensionsInside: dimensionsValues(product.dimensionsInside),
  dimensionsOutside: dimensionsValues(product.dimensionsOutside),
  weight: weightValues(product.weight),
  capacityCbm: text(product.capacityCbm),
  palletPlaces: text(product.palletPlaces),
  translations: perLanguage((language) => translationValues(product.translations[language])),
  images: imageUrlsOf(product),
});

/** A language is sent when it is nl (always required) or any of its fields has text. */
export const isTranslationStarted = (language: Language, values: TranslationValues): boolean =>
  language === 'nl' || Object.values(values).some((value) => value.trim() !== '');
