import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson, ApiQuery } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';

/** A container unit an order holds (GET /api/admin/orders/{id}: units). */
export type OrderUnitJson = ApiJson<'UnitDto'>;

/** The most units one page of the list holds: the candidates of a swap are one page. */
const CANDIDATES_PAGE_SIZE = 200;

/** Available units of the unit's product and condition: what a reserved unit can be swapped for. */
export const listSwapCandidates = async (unit: Pick<OrderUnitJson, 'productId' | 'condition'>, lang: Language, signal?: AbortSignal): Promise<readonly OrderUnitJson[]> =>
  (
    await apiGet<ApiJson<'UnitListDto'>>(
      '/api/admin/units',
      { productId: unit.productId, condition: unit.condition, status: 'available', pageSize: CANDIDATES_PAGE_SIZE, lang } satisfies ApiQuery<'listUnits'>,
      signal,
    )
  ).items;

/** The order holding `unitId` takes `replacementId` instead (409 when either moved meanwhile, 400 naming replacementId for another product or condition). */
export const swapUnit = (unitId: string, replacementId: string, lang: Language) =>
  apiSend<ApiJson<'SwappedUnitsDto'>>('POST', `/api/admin/units/${encodeURIComponent(unitId)}/swap`, { replacementId, lang } satisfies ApiJson<'SwapUnitDto'>);
