import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';

/** One container unit as GET /api/admin/units answers it (with the order holding it). */
export type UnitJson = ApiJson<'UnitDto'>;
export type UnitListJson = ApiJson<'UnitListDto'>;
/** The configured depots, the low-stock threshold, conditions and statuses. */
export type UnitSettingsJson = ApiJson<'UnitSettingsDto'>;
export type CreateUnitJson = Omit<ApiJson<'CreateUnitDto'>, 'lang'>;
export type UpdateUnitJson = Omit<ApiJson<'UpdateUnitDto'>, 'lang'>;
/** The list's filters and page as the URL carries them (without the message language). */
export type UnitListQuery = Omit<ApiQuery<'listUnits'>, 'lang'>;
/** A product the admin can give a unit: the public listing's id and title. */
export type ProductChoiceJson = Pick<ApiJson<'ProductSummaryDto'>, 'id' | 'title'>;
