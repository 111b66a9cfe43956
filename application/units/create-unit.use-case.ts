import { fillLocalized } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { readContainerNumber, readDepot, readNotes, readOptionalDate, readUnitCondition, readUnitStatus, type FieldResult } from '../../domain/units/unit-fields.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { CREATABLE_STATUSES } from '../../domain/units/unit-status.js';
import { displayContainerNumber } from '../../domain/units/container-number.js';
import { conflictOn, invalidInput, type ApplicationError, type FieldError } from '../shared/application-error.js';
import type { Unit } from '../../domain/units/unit.js';
import type { UnitDeps } from './unit-deps.js';

/** A new unit as the admin sends it; every field checked here. */
export interface CreateUnitRequest {
  readonly containerNumber: unknown;
  readonly productId: unknown;
  readonly condition: unknown;
  readonly depot?: unknown;
  readonly status?: unknown;
  readonly notes?: unknown;
  readonly cscNextExamination?: unknown;
}

/** The value of a field, its problem added to `errors` when it has one. */
export const collect = <T>(result: FieldResult<T>, errors: FieldError[]): T | null => {
  if (result.ok) return result.value;
  errors.push(result.error);
  return null;
};

/**
 * `POST /api/admin/units`: a malformed number or a wrong check digit is a 400 naming containerNumber,
 * an unknown product a 400 naming productId, a number already known a 409. New units are available
 * unless another status is given (never reserved: only orders reserve).
 */
export const createUnit =
  (deps: UnitDeps) =>
  async (request: CreateUnitRequest): Promise<Result<Unit, ApplicationError>> => {
    const errors: FieldError[] = [];
    const containerNumber = collect(readContainerNumber(request.containerNumber), errors);
    const condition = collect(readUnitCondition(request.condition), errors);
    const depot = collect(readDepot(request.depot, deps.depots), errors);
    const status = collect(readUnitStatus(request.status ?? 'available', CREATABLE_STATUSES), errors);
    const notes = collect(readNotes(request.notes), errors);
    const cscNextExamination = collect(readOptionalDate(request.cscNextExamination, 'cscNextExamination'), errors);
    const productId = typeof request.productId === 'string' ? request.productId : '';
    if (!(await deps.units.existingProducts([productId])).has(productId)) errors.push({ field: 'productId', message: UNIT_MESSAGES.productUnknown });
    if (errors.length > 0 || containerNumber === null || condition === null || depot === null || status === null) {
      return err(invalidInput(errors));
    }
    const taken = conflictOn('containerNumber', fillLocalized(UNIT_MESSAGES.containerNumberTaken, { number: displayContainerNumber(containerNumber) }));
    if ((await deps.units.knownNumbers([containerNumber])).length > 0) return err(taken);
    const [created] = (await deps.units.insertAll([{ containerNumber, productId, condition, depot, status, notes, cscNextExamination }])) ?? [];
    if (created === undefined) return err(taken);
    deps.changed();
    return ok(created);
  };
