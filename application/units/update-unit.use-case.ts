import { fillLocalized } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { readDepot, readNotes, readOptionalDate, readUnitCondition, readUnitStatus } from '../../domain/units/unit-fields.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { adminStatusChoices, canMoveUnit, UNIT_STATUSES, type UnitCondition, type UnitStatus } from '../../domain/units/unit-status.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, conflictOn, invalidInput, notFound, type ApplicationError, type FieldError } from '../shared/application-error.js';
import { collect } from './create-unit.use-case.js';
import type { Unit, UnitChange } from '../../domain/units/unit.js';
import type { UnitDeps } from './unit-deps.js';

/** An edit as the admin sends it: a field left out (undefined) stays as it is; null clears notes and the CSC date. */
export interface UpdateUnitRequest {
  readonly productId?: unknown;
  readonly condition?: unknown;
  readonly depot?: unknown;
  readonly status?: unknown;
  readonly notes?: unknown;
  readonly cscNextExamination?: unknown;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The change the request asks for, or its field errors. */
const readChange = async (deps: UnitDeps, request: UpdateUnitRequest): Promise<Result<UnitChange, readonly FieldError[]>> => {
  const errors: FieldError[] = [];
  const change: Mutable<UnitChange> = {};
  if (request.productId !== undefined) {
    const productId = typeof request.productId === 'string' ? request.productId : '';
    if ((await deps.units.existingProducts([productId])).has(productId)) change.productId = productId;
    else errors.push({ field: 'productId', message: UNIT_MESSAGES.productUnknown });
  }
  const condition: UnitCondition | null = request.condition === undefined ? null : collect(readUnitCondition(request.condition), errors);
  if (condition !== null) change.condition = condition;
  const depot = request.depot === undefined ? null : collect(readDepot(request.depot, deps.depots), errors);
  if (depot !== null) change.depot = depot;
  const status: UnitStatus | null = request.status === undefined ? null : collect(readUnitStatus(request.status, UNIT_STATUSES), errors);
  if (status !== null) change.status = status;
  if (request.notes !== undefined) {
    const notes = readNotes(request.notes);
    if (notes.ok) change.notes = notes.value;
    else errors.push(notes.error);
  }
  if (request.cscNextExamination !== undefined) {
    const date = readOptionalDate(request.cscNextExamination, 'cscNextExamination');
    if (date.ok) change.cscNextExamination = date.value;
    else errors.push(date.error);
  }
  return errors.length > 0 ? err(errors) : ok(change);
};

/** Why the change cannot be made to the unit as it is now, or null. */
const refusal = (unit: Unit, change: UnitChange): ApplicationError | null => {
  if (unit.holder !== null) {
    if (change.productId !== undefined && change.productId !== unit.productId) return conflictOn('productId', UNIT_MESSAGES.productOfHeldUnit);
    if (change.condition !== undefined && change.condition !== unit.condition) return conflictOn('condition', UNIT_MESSAGES.productOfHeldUnit);
  }
  if (change.status === undefined || change.status === unit.status) return null;
  if (unit.status === 'reserved') return conflictOn('status', fillLocalized(UNIT_MESSAGES.heldByOrder, { order: unit.holder?.orderNumber ?? '' }));
  if (!canMoveUnit(unit.status, change.status, 'admin')) {
    return conflictOn('status', fillLocalized(UNIT_MESSAGES.statusMoveRefused, { from: unit.status, to: change.status, allowed: adminStatusChoices(unit.status).join(', ') }));
  }
  return null;
};

/**
 * `PATCH /api/admin/units/{id}`: depot, notes and CSC date always; product and condition while no
 * order holds the unit; status as a move by hand allows (never into or out of reserved: orders do
 * that, or a swap). Written only while the unit is still in the status it was read in.
 */
export const updateUnit =
  (deps: UnitDeps) =>
  async (id: string, request: UpdateUnitRequest): Promise<Result<Unit, ApplicationError>> => {
    const current = isRecordId(id) ? await deps.units.find(id) : null;
    if (current === null) return err(notFound(UNIT_MESSAGES.unitNotFound));
    const change = await readChange(deps, request);
    if (!change.ok) return err(invalidInput(change.error));
    const refused = refusal(current, change.value);
    if (refused !== null) return err(refused);
    const updated = await deps.units.update(id, current.status, change.value);
    if (updated === null) return err(conflict(UNIT_MESSAGES.changedMeanwhile));
    deps.changed();
    return ok(updated);
  };
