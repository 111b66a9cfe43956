import { checkAdminImage } from '../../domain/forms/admin-image-rules.js';
import { UPLOAD_MESSAGES } from '../../domain/forms/upload-messages.js';
import { fillLocalized } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { MAX_UNIT_PHOTOS } from '../../domain/units/unit-fields.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { TARGET_IMAGE_KB } from '../../domain/forms/image-compression.js';
import type { ImageCompressor, ReceivedImage } from '../files/image-compressor.port.js';
import { PUBLIC_PREFIX, type FileStorage } from '../files/file-storage.port.js';
import { isRecordId } from '../shared/admin-paging.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { Unit } from '../../domain/units/unit.js';
import type { UnitDeps } from './unit-deps.js';

export interface UnitPhotoDeps extends Pick<UnitDeps, 'units'> {
  readonly files: FileStorage;
  readonly compressor: ImageCompressor;
  readonly now: () => Date;
  /** A short random text for the file name. */
  readonly randomId: () => string;
}

/**
 * `POST /api/admin/units/{id}/photos`: a photo of the container (jpeg, png or webp by content, ≤ 5000 KB,
 * compressed toward 500 KB as product images are), stored through the shop's file storage (a folder
 * or S3) at `public/units/{id}/{timestamp}-{random}.{jpg|webp}`, served under /media; at most 20.
 */
export const addUnitPhoto =
  (deps: UnitPhotoDeps) =>
  async (id: string, file: ReceivedImage | null): Promise<Result<Unit, ApplicationError>> => {
    const unit = isRecordId(id) ? await deps.units.find(id) : null;
    if (unit === null) return err(notFound(UNIT_MESSAGES.unitNotFound));
    if (unit.photos.length >= MAX_UNIT_PHOTOS) return err(invalidInput([{ field: 'file', message: fillLocalized(UNIT_MESSAGES.tooManyPhotos, { max: MAX_UNIT_PHOTOS }) }]));
    const checked = checkAdminImage(file ?? { bytes: new Uint8Array(), size: 0 });
    if (!checked.ok) return err(invalidInput([{ field: checked.error.field, message: checked.error.message }]));
    if (file === null) return err(invalidInput([{ field: 'file', message: UPLOAD_MESSAGES.adminUploadFailed }]));
    const compressed = await deps.compressor.compress(file.bytes, checked.value.kind, TARGET_IMAGE_KB * 1024).catch(() => null);
    if (compressed === null) return err(invalidInput([{ field: 'file', message: UPLOAD_MESSAGES.adminUploadFailed }]));
    const key = `${PUBLIC_PREFIX}units/${unit.id}/${deps.now().getTime()}-${deps.randomId()}.${compressed.format === 'webp' ? 'webp' : 'jpg'}`;
    await deps.files.put(key, compressed.bytes, `image/${compressed.format}`);
    const updated = await deps.units.update(unit.id, unit.status, { photos: [...unit.photos.map((photo) => photo.key), key] });
    if (updated === null) {
      await deps.files.delete(key);
      return err(conflict(UNIT_MESSAGES.changedMeanwhile));
    }
    return ok(updated);
  };

/** `DELETE /api/admin/units/{id}/photos/{photoId}`: the photo leaves the unit and the file storage. */
export const removeUnitPhoto =
  (deps: Pick<UnitPhotoDeps, 'units' | 'files'>) =>
  async (id: string, photoId: string): Promise<Result<Unit, ApplicationError>> => {
    const unit = isRecordId(id) ? await deps.units.find(id) : null;
    if (unit === null) return err(notFound(UNIT_MESSAGES.unitNotFound));
    const photo = unit.photos.find((candidate) => candidate.id === photoId);
    if (photo === undefined) return err(notFound(UNIT_MESSAGES.photoNotFound));
    const updated = await deps.units.update(unit.id, unit.status, { photos: unit.photos.filter((candidate) => candidate.id !== photoId).map((candidate) => candidate.key) });
    if (updated === null) return err(conflict(UNIT_MESSAGES.changedMeanwhile));
    await deps.files.delete(photo.key);
    return ok(updated);
  };
