import type { Condition, DeliveryOptions, SaleCondition, StockStatus } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** Shapes of /api/admin/products (docs/admin-catalogue.md); amounts in euros. */
export interface ProductTranslationJson {
  readonly title: string;
  readonly description: string;
  readonly descriptionHtml: string | null;
  readonly slug: string;
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
}

export type PerLanguageJson<T> = Partial<Record<Language, T>>;

export interface DimensionsJson {
  readonly length: number | null;
  readonly width: number | null;
  readonly height: number | null;
}

export interface WeightJson {
  readonly gross: number | null;
  readonly net: number | null;
  readonly tare: number | null;
}

export interface AdminImageJson {
  readonly id: string;
  readonly imageUrl: string;
  readonly sortOrder: number;
}

export interface AdminConditionImageJson extends AdminImageJson {
  readonly condition: Condition;
}

export interface AdminMainConditionImageJson {
  readonly id: string;
  readonly condition: Condition;
  readonly imageUrl: string;
}

export type BadgeType = 'success' | 'info' | 'warning' | 'error';

export interface ConditionInfoTextJson {
  readonly title: string;
  readonly description: string;
  readonly benefits: readonly string[];
  readonly badges: readonly { readonly text: string; readonly type: BadgeType }[];
}

export interface AdminConditionInfoJson {
  readonly id: string;
  readonly condition: SaleCondition;
  readonly imageUrl: string | null;
  readonly translations: PerLanguageJson<ConditionInfoTextJson>;
}

/** The general and specification fields, as sent on save and answered on load. */
export interface ProductFieldsJson {
  readonly type: string;
  readonly condition: SaleCondition;
  readonly size: string;
  readonly price: number;
  readonly priceNew: number | null;
  readonly priceUsedA: number | null;
  readonly priceUsedCw: number | null;
  readonly priceRentPerDay: number | null;
  readonly leasingPrice: number | null;
  readonly askOfferNew: boolean;
  readonly askOfferUsedA: boolean;
  readonly askOfferUsedCw: boolean;
  readonly askOfferRent: boolean;
  readonly isAvailable: boolean;
  readonly stockStatus: StockStatus;
  readonly deliveryOptions: DeliveryOptions;
  readonly dimensionsInside: DimensionsJson | null;
  readonly dimensionsOutside: DimensionsJson | null;
  readonly weight: WeightJson | null;
  readonly capacityCbm: number | null;
  readonly palletPlaces: number | null;
}

export interface ProductInputJson extends ProductFieldsJson {
  readonly translations: PerLanguageJson<ProductTranslationJson>;
}

export interface AdminProductJson extends ProductInputJson {
  readonly id: string;
  readonly images: readonly AdminImageJson[];
  readonly conditionImages: readonly AdminConditionImageJson[];
  readonly mainConditionImages: readonly AdminMainConditionImageJson[];
  readonly conditionInfo: readonly AdminConditionInfoJson[];
}
