import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { compactContainerNumber } from '../../domain/units/container-number.js';
import { readUnitCondition, readUnitStatus } from '../../domain/units/unit-fields.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { UNIT_STATUSES } from '../../domain/units/unit-status.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';
import { invalidInput, notFound, type ApplicationError, type FieldError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import type { Unit, UnitFilter } from '../../domain/units/unit.js';
import type { UnitDeps } from './unit-deps.js';
import { collect } from './create-unit.use-case.js';

const single = (raw: string | readonly string[] | undefined): string => ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();

/**
 * `GET /api/admin/units?productId=&condition=&status=&depot=&q=&page=&pageSize=`: filtered, `q` a part
 * of a container number as typed (spaces, dashes and case do not matter), ordered by number, paged.
 */
export const listUnits =
  (deps: Pick<UnitDeps, 'units'>) =>
  async (params: QueryParams): Promise<Result<Page<Unit>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const errors: FieldError[] = [];
    const productText = single(params['productId']);
    if (productText !== '' && !isRecordId(productText)) errors.push({ field: 'productId', message: UNIT_MESSAGES.productUnknown });
    const conditionText = single(params['condition']);
    const condition = conditionText === '' ? null : collect(readUnitCondition(conditionText), errors);
    const statusText = single(params['status']);
    const status = statusText === '' ? null : collect(readUnitStatus(statusText, UNIT_STATUSES), errors);
    const search = compactContainerNumber(single(params['q']));
    if (!/^[A-Z0-9]{0,11}$/.test(search)) errors.push({ field: 'q', message: UNIT_MESSAGES.containerNumberMalformed });
    if (errors.length > 0) return err(invalidInput(errors));
    const depot = single(params['depot']);
    const filter: UnitFilter = {
      productId: productText === '' ? null : productText,
      condition,
      status,
      depot: depot === '' ? null : depot,
      numberContains: search === '' ? null : search,
    };
    const { items, total } = await deps.units.list(filter, paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };

/** `GET /api/admin/units/{id}`. */
export const getUnit =
  (deps: Pick<UnitDeps, 'units'>) =>
  async (id: string): Promise<Result<Unit, ApplicationError>> => {
    const unit = isRecordId(id) ? await deps.units.find(id) : null;
    return unit === null ? err(notFound(UNIT_MESSAGES.unitNotFound)) : ok(unit);
  };
