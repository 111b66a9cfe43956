import { unitsToCsv } from '../../domain/units/unit-csv.js';
import type { UnitDeps } from './unit-deps.js';

/** `units export`: every unit as the import reads it (container_number,product_slug,condition,depot,status), by number. */
export const exportUnits = (deps: Pick<UnitDeps, 'units'>) => async (): Promise<string> => unitsToCsv(await deps.units.exportLines());
