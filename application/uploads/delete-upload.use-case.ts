import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { FileStorage } from '../files/file-storage.port.js';
import { notFound, type ApplicationError } from '../shared/application-error.js';
import type { UploadStore } from './upload-store.port.js';

const UPLOAD_NOT_FOUND: LocalizedText = {
  nl: 'Bestand niet gevonden.',
  de: 'Datei nicht gefunden.',
  fr: 'Fichier introuvable.',
  en: 'File not found.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes an upload the visitor took off the form again. Only unattached
 * uploads can go; one that belongs to a sent message answers not-found,
 * like an unknown id.
 */
export const deleteUpload =
  (deps: { readonly files: FileStorage; readonly uploads: UploadStore }) =>
  async (id: string): Promise<Result<void, ApplicationError>> => {
    if (!UUID.test(id)) return err(notFound(UPLOAD_NOT_FOUND));
    const key = await deps.uploads.deleteUnattached(id);
    if (key === null) return err(notFound(UPLOAD_NOT_FOUND));
    await deps.files.delete(key);
    return ok(undefined);
  };
