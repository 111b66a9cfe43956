import { err, ok, type Result } from '../../domain/shared/result.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, conflictOn, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { Unit } from '../../domain/units/unit.js';
import type { UnitDeps } from './unit-deps.js';

/**
 * `POST /api/admin/units/{id}/swap {replacementId}`: the order holding the reserved unit takes another
 * available unit of the same product and condition (for a rent line: of the same product) instead;
 * the first becomes available. Answers both as they are afterwards.
 */
export const swapUnit =
  (deps: Pick<UnitDeps, 'units' | 'changed'>) =>
  async (id: string, replacementId: unknown): Promise<Result<{ readonly unit: Unit; readonly replacement: Unit }, ApplicationError>> => {
    if (!isRecordId(id)) return err(notFound(UNIT_MESSAGES.unitNotFound));
    const replacement = typeof replacementId === 'string' ? replacementId : '';
    if (!isRecordId(replacement)) return err(invalidInput([{ field: 'replacementId', message: UNIT_MESSAGES.unitNotFound }]));
    const outcome = await deps.units.swap(id, replacement);
    switch (outcome.kind) {
      case 'swapped':
        deps.changed();
        return ok({ unit: outcome.unit, replacement: outcome.replacement });
      case 'not-found':
        return err(notFound(UNIT_MESSAGES.unitNotFound));
      case 'not-reserved':
        return err(conflict(UNIT_MESSAGES.swapNotReserved));
      case 'replacement-not-found':
        return err(invalidInput([{ field: 'replacementId', message: UNIT_MESSAGES.unitNotFound }]));
      case 'mismatch':
        return err(invalidInput([{ field: 'replacementId', message: UNIT_MESSAGES.swapReplacementMismatch }]));
      case 'replacement-unavailable':
        return err(conflictOn('replacementId', UNIT_MESSAGES.swapReplacementUnavailable));
    }
  };
