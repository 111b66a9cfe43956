import type { Condition, DeliveryOptions, Dimensions, SaleCondition, StockStatus, Weight, ConditionInfoBadge } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';
import type { Cents } from '../../domain/shared/money.js';
import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';

export type PerLanguage<T> = Readonly<Partial<Record<Language, T>>>;

/** One language of a product as the editor's Translations tab edits it. */
export interface ProductTranslationInput {
  readonly title: string;
  readonly description: string;
  readonly descriptionHtml: string | null;
  readonly slug: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
}

/** The General and Specifications tabs; prices in cents. */
export interface ProductFields {
  readonly type: string;
  readonly condition: SaleCondition;
  readonly size: string;
  readonly price: Cents;
  readonly priceNew: Cents | null;
  readonly priceUsedA: Cents | null;
  readonly priceUsedCw: Cents | null;
  readonly priceRentPerDay: Cents | null;
  readonly leasingPrice: Cents | null;
  readonly askOfferNew: boolean;
  readonly askOfferUsedA: boolean;
  readonly askOfferUsedCw: boolean;
  readonly askOfferRent: boolean;
  readonly isAvailable: boolean;
  readonly stockStatus: StockStatus;
  readonly deliveryOptions: DeliveryOptions;
  readonly dimensionsInside: Dimensions | null;
  readonly dimensionsOutside: Dimensions | null;
  readonly weight: Weight | null;
  readonly capacityCbm: number | null;
  readonly palletPlaces: number | null;
}

export interface ProductInput {
  readonly fields: ProductFields;
  readonly translations: PerLanguage<ProductTranslationInput>;
}

/** A translation as it is stored: checked, its description HTML through the sanitiser. */
export interface ProductTranslationDraft extends Omit<ProductTranslationInput, 'descriptionHtml'> {
  readonly descriptionHtml: SanitisedHtml | null;
}

/** A checked product ready for the store (only checkProductInput makes one). */
export interface ProductDraft {
  readonly fields: ProductFields;
  readonly translations: PerLanguage<ProductTranslationDraft>;
}

export interface AdminProductImage {
  readonly id: string;
  readonly imageUrl: string;
  readonly sortOrder: number;
}

export interface AdminConditionImage extends AdminProductImage {
  readonly condition: Condition;
}

export interface AdminMainConditionImage {
  readonly id: string;
  readonly condition: Condition;
  readonly imageUrl: string;
}

export interface ConditionInfoText {
  readonly title: string;
  readonly description: string;
  readonly benefits: readonly string[];
  readonly badges: readonly ConditionInfoBadge[];
}

export interface AdminConditionInfo {
  readonly id: string;
  readonly condition: SaleCondition;
  readonly imageUrl: string | null;
  readonly translations: PerLanguage<ConditionInfoText>;
}

export interface ConditionInfoInput {
  readonly condition: SaleCondition;
  readonly imageUrl: string | null;
  readonly translations: PerLanguage<ConditionInfoText>;
}

/** Everything the editor loads for one product. */
export interface AdminProduct extends ProductFields {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly translations: PerLanguage<ProductTranslationInput>;
  readonly images: readonly AdminProductImage[];
  readonly conditionImages: readonly AdminConditionImage[];
  readonly mainConditionImages: readonly AdminMainConditionImage[];
  readonly conditionInfo: readonly AdminConditionInfo[];
}
