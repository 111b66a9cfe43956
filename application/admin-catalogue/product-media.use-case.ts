import type { Condition } from '../../domain/catalogue/product.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CATALOGUE_MESSAGES } from './admin-catalogue-messages.js';
import type {
  AdminConditionImage,
  AdminConditionInfo,
  AdminMainConditionImage,
  AdminProductImage,
  ConditionInfoInput,
  ConditionInfoText,
  PerLanguage,
} from './admin-product.js';
import type { AdminProductStore } from './admin-product-store.port.js';
import { imageUrlErrors } from './product-input-rules.js';

type Deps = { readonly products: AdminProductStore };

const productNotFound = (): ApplicationError => notFound(ADMIN_CATALOGUE_MESSAGES.productNotFound);
const found = <T>(value: T | null, missing: () => ApplicationError): Result<T, ApplicationError> => (value === null ? err(missing()) : ok(value));

/** The Images tab: the whole list in its new order (move up/down, removal); sort_order renumbered from 0. */
export const setProductImages =
  (deps: Deps) =>
  async (id: string, urls: readonly string[]): Promise<Result<readonly AdminProductImage[], ApplicationError>> => {
    const errors = urls.flatMap((url, index) => imageUrlErrors(`images.${index}`, url));
    if (errors.length > 0) return err(invalidInput(errors));
    return found(await deps.products.setImages(id, urls), productNotFound);
  };

export const addConditionImage =
  (deps: Deps) =>
  async (id: string, condition: Condition, imageUrl: string): Promise<Result<AdminConditionImage, ApplicationError>> => {
    const errors = imageUrlErrors('imageUrl', imageUrl);
    if (errors.length > 0) return err(invalidInput(errors));
    return found(await deps.products.addConditionImage(id, condition, imageUrl), productNotFound);
  };

export const deleteConditionImage =
  (deps: Deps) =>
  async (id: string, imageId: string): Promise<Result<true, ApplicationError>> =>
    (await deps.products.deleteConditionImage(id, imageId)) ? ok(true) : err(notFound(ADMIN_CATALOGUE_MESSAGES.conditionImageNotFound));

/** One main image per product and condition: a second save replaces the first. */
export const upsertMainConditionImage =
  (deps: Deps) =>
  async (id: string, condition: Condition, imageUrl: string): Promise<Result<AdminMainConditionImage, ApplicationError>> => {
    const errors = imageUrlErrors('imageUrl', imageUrl);
    if (errors.length > 0) return err(invalidInput(errors));
    return found(await deps.products.upsertMainConditionImage(id, condition, imageUrl), productNotFound);
  };

export const deleteMainConditionImage =
  (deps: Deps) =>
  async (id: string, condition: Condition): Promise<Result<true, ApplicationError>> =>
    (await deps.products.deleteMainConditionImage(id, condition)) ? ok(true) : err(notFound(ADMIN_CATALOGUE_MESSAGES.conditionImageNotFound));

/** Condition info is created once per condition, then edited. */
export const createConditionInfo =
  (deps: Deps) =>
  async (id: string, input: ConditionInfoInput): Promise<Result<AdminConditionInfo, ApplicationError>> => {
    const errors = imageUrlErrors('imageUrl', input.imageUrl);
    if (errors.length > 0) return err(invalidInput(errors));
    const created = await deps.products.createConditionInfo(id, input);
    if (created === 'exists') return err(conflict(ADMIN_CATALOGUE_MESSAGES.conditionInfoCreateFailed));
    return found(created, productNotFound);
  };

export const updateConditionInfo =
  (deps: Deps) =>
  async (
    id: string,
    infoId: string,
    change: { readonly imageUrl?: string | null; readonly translations: PerLanguage<ConditionInfoText> },
  ): Promise<Result<AdminConditionInfo, ApplicationError>> => {
    const errors = imageUrlErrors('imageUrl', change.imageUrl ?? null);
    if (errors.length > 0) return err(invalidInput(errors));
    return found(await deps.products.updateConditionInfo(id, infoId, change), () => notFound(ADMIN_CATALOGUE_MESSAGES.conditionInfoSaveFailed));
  };
