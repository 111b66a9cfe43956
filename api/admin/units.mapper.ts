import { publicMediaUrl, PUBLIC_PREFIX } from '../../application/files/file-storage.port.js';
import type { Unit } from '../../domain/units/unit.js';
import { displayContainerNumber } from '../../domain/units/container-number.js';
import { adminStatusChoices } from '../../domain/units/unit-status.js';
import type { UnitDto } from './units.dto.js';

export const toUnitDto = (unit: Unit): UnitDto => ({
  id: unit.id,
  containerNumber: unit.containerNumber,
  displayNumber: displayContainerNumber(unit.containerNumber),
  productId: unit.productId,
  productTitle: unit.productTitle,
  condition: unit.condition,
  depot: unit.depot,
  status: unit.status,
  // A reserved unit has only its own: its order or a swap moves it.
  statusChoices: [...adminStatusChoices(unit.status)],
  notes: unit.notes,
  photos: unit.photos.map((photo) => ({ id: photo.id, url: publicMediaUrl(photo.key.slice(PUBLIC_PREFIX.length)) })),
  cscNextExamination: unit.cscNextExamination,
  order: unit.holder === null ? null : { ...unit.holder },
  createdAt: unit.createdAt.toISOString(),
  updatedAt: unit.updatedAt.toISOString(),
});
