import { err, ok, type Result } from '../../domain/shared/result.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { isRecordId } from '../shared/admin-paging.js';
import type { FileStorage } from '../files/file-storage.port.js';
import { conflict, notFound, type ApplicationError } from '../shared/application-error.js';
import type { UnitDeps } from './unit-deps.js';

/**
 * `DELETE /api/admin/units/{id}`: a unit no order holds (one typed wrongly, one that never came) is
 * deleted with its photos; one an order holds is kept (409: cancel the order, or swap it first).
 */
export const deleteUnit =
  (deps: Pick<UnitDeps, 'units' | 'changed'> & { readonly files: FileStorage }) =>
  async (id: string): Promise<Result<true, ApplicationError>> => {
    const deleted = isRecordId(id) ? await deps.units.delete(id) : ({ kind: 'not-found' } as const);
    if (deleted.kind !== 'deleted') return err(deleted.kind === 'held' ? conflict(UNIT_MESSAGES.unitHeldCannotBeDeleted) : notFound(UNIT_MESSAGES.unitNotFound));
    for (const key of deleted.photoKeys) await deps.files.delete(key);
    deps.changed();
    return ok(true);
  };
