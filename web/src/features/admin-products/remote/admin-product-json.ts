import type { ApiJson } from '../../../shared/api-types/api-json.js';

/** Shapes of /api/admin/products (docs/admin-catalogue.md); amounts in euros. */
export type ProductTranslationJson = ApiJson<'ProductTranslationDto'>;

export type ProductTranslationsInputJson = ApiJson<'ProductTranslationsInputDto'>;

export type DimensionsJson = ApiJson<'DimensionsOutputDto'>;

export type WeightJson = ApiJson<'WeightOutputDto'>;

export type AdminImageJson = ApiJson<'AdminProductImageDto'>;

export type AdminConditionImageJson = ApiJson<'AdminConditionImageDto'>;

export type AdminMainConditionImageJson = ApiJson<'AdminMainConditionImageDto'>;

export type BadgeType = ApiJson<'ConditionBadgeType'>;

export type ConditionInfoTextsJson = ApiJson<'ConditionInfoTextsDto'>;

export type AdminConditionInfoJson = ApiJson<'AdminConditionInfoDto'>;

/** The body of POST and PUT /api/admin/products; the language of the messages is added on sending. */
export type ProductInputJson = Omit<ApiJson<'ProductInputDto'>, 'lang'>;

export type AdminProductJson = ApiJson<'AdminProductDto'>;
