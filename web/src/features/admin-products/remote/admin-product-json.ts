import type { ApiJson } from '../../../shared/api/api-json.js';
import type { DeliveryOptions, SaleCondition, StockStatus } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** Shapes of /api/admin/products (docs/admin-catalogue.md); amounts in euros. */
export type ProductTranslationJson = ApiJson<'ProductTranslationDto'>;

export type PerLanguageJson<T> = Partial<Record<Language, T>>;

export type DimensionsJson = ApiJson<'DimensionsOutputDto'>;

export type WeightJson = ApiJson<'WeightOutputDto'>;

export type AdminImageJson = ApiJson<'AdminProductImageDto'>;

export type AdminConditionImageJson = ApiJson<'AdminConditionImageDto'>;

export type AdminMainConditionImageJson = ApiJson<'AdminMainConditionImageDto'>;

export type BadgeType = ApiJson<'ConditionBadgeType'>;

export type ConditionInfoTextJson = ApiJson<'ConditionInfoTextDto'>;

export type AdminConditionInfoJson = ApiJson<'AdminConditionInfoDto'>;

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

export type ProductInputJson = ApiJson<'ProductInputDto'>;

export type AdminProductJson = ApiJson<'AdminProductDto'>;
