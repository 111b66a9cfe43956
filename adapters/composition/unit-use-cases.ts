import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FileStorage } from '../../application/files/file-storage.port.js';
import { createUnit } from '../../application/units/create-unit.use-case.js';
import { deleteUnit } from '../../application/units/delete-unit.use-case.js';
import { exportUnits } from '../../application/units/export-units.use-case.js';
import { importUnits } from '../../application/units/import-units.use-case.js';
import { getUnit, listUnits } from '../../application/units/list-units.use-case.js';
import { swapUnit } from '../../application/units/swap-unit.use-case.js';
import { addUnitPhoto, removeUnitPhoto } from '../../application/units/unit-photos.use-case.js';
import { updateUnit } from '../../application/units/update-unit.use-case.js';
import type { UnitSettings } from '../config/app-config.js';
import { SharpImageCompressor } from '../images/sharp-image-compressor.js';
import { SqlUnitStore } from '../persistence/units/sql-unit-store.js';

export interface UnitUseCaseOptions {
  readonly dataSource: DataSource;
  readonly files: FileStorage;
  readonly settings: UnitSettings;
  /** Told after every write of units: the versions this instance knows are stale (the triggers bumped them). */
  readonly changed: () => void;
}

/** Container units (docs/units.md): the admin's routes, the CLI's import and export. */
export const buildUnitUseCases = (options: UnitUseCaseOptions) => {
  const units = new SqlUnitStore(options.dataSource);
  const deps = { units, depots: options.settings.depots, changed: options.changed };
  return {
    settings: options.settings,
    create: createUnit(deps),
    list: listUnits(deps),
    get: getUnit(deps),
    update: updateUnit(deps),
    swap: swapUnit(deps),
    import: importUnits(deps),
    export: exportUnits(deps),
    ofOrder: (orderId: string) => units.unitsOfOrder(orderId),
    addPhoto: addUnitPhoto({ units, files: options.files, compressor: new SharpImageCompressor(), now: () => new Date(), randomId: () => randomBytes(6).toString('hex') }),
    removePhoto: removeUnitPhoto({ units, files: options.files }),
    delete: deleteUnit({ ...deps, files: options.files }),
  };
};

export type UnitUseCases = ReturnType<typeof buildUnitUseCases>;
