import type { ApiJson } from '../../../shared/api-types/api-json.js';
import type { Condition, SaleCondition } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type {
  AdminConditionImageJson,
  AdminConditionInfoJson,
  AdminMainConditionImageJson,
  AdminProductJson,
  ProductInputJson,
} from './admin-product-json.js';

const base = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`;

/** The product id behind a slug of the language (the public lookup, with its nl fallback). */
export const findProductId = async (slug: string, lang: Language, signal?: AbortSignal): Promise<string> =>
  (await apiGet<ApiJson<'ProductDetailDto'>>(`/api/products/${encodeURIComponent(slug)}`, { lang }, signal)).id;

export const getAdminProduct = (id: string, signal?: AbortSignal) => apiGet<AdminProductJson>(base(id), undefined, signal);

export const createProduct = (input: ProductInputJson, lang: Language) => apiSend<AdminProductJson>('POST', '/api/admin/products', { ...input, lang } satisfies ApiJson<'ProductInputDto'>);

export const updateProduct = (id: string, input: ProductInputJson, lang: Language) => apiSend<AdminProductJson>('PUT', base(id), { ...input, lang } satisfies ApiJson<'ProductInputDto'>);

/** The whole ordered image list; the server renumbers sort_order from 0. */
export const setProductImages = (id: string, images: readonly string[], lang: Language) =>
  apiSend<ApiJson<'AdminProductImagesDto'>>('PUT', `${base(id)}/images`, { images: [...images], lang } satisfies ApiJson<'ProductImagesInputDto'>);

export const addConditionImage = (id: string, condition: Condition, imageUrl: string, lang: Language) =>
  apiSend<AdminConditionImageJson>('POST', `${base(id)}/condition-images`, { condition, imageUrl, lang } satisfies ApiJson<'ConditionImageInputDto'>);

export const deleteConditionImage = (id: string, imageId: string, lang: Language) =>
  apiSend<void>('DELETE', `${base(id)}/condition-images/${encodeURIComponent(imageId)}`, undefined, { lang });

export const setMainConditionImage = (id: string, condition: Condition, imageUrl: string, lang: Language) =>
  apiSend<AdminMainConditionImageJson>('PUT', `${base(id)}/main-condition-images/${condition}`, { imageUrl, lang } satisfies ApiJson<'ImageUrlInputDto'>);

export const deleteMainConditionImage = (id: string, condition: Condition, lang: Language) =>
  apiSend<void>('DELETE', `${base(id)}/main-condition-images/${condition}`, undefined, { lang });

/** The body of PUT …/condition-info/{infoId}, and of its POST with the condition added; the language is added on sending. */
export type ConditionInfoInput = Omit<ApiJson<'UpdateConditionInfoDto'>, 'lang'>;

export const createConditionInfo = (id: string, condition: SaleCondition, input: ConditionInfoInput, lang: Language) =>
  apiSend<AdminConditionInfoJson>('POST', `${base(id)}/condition-info`, { condition, ...input, lang } satisfies ApiJson<'CreateConditionInfoDto'>);

export const updateConditionInfo = (id: string, infoId: string, input: ConditionInfoInput, lang: Language) =>
  apiSend<AdminConditionInfoJson>('PUT', `${base(id)}/condition-info/${encodeURIComponent(infoId)}`, { ...input, lang } satisfies ApiJson<'UpdateConditionInfoDto'>);
