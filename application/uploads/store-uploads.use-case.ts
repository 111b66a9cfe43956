import { checkUploads, type UploadCandidate } from '../../domain/forms/upload-rules.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { FileStorage } from '../files/file-storage.port.js';
import { invalidInput, type ApplicationError, type FieldError } from '../shared/application-error.js';
import { uploadStorageKey, type UploadPurpose } from './upload-key.js';
import type { UploadRecord, UploadStore } from './upload-store.port.js';

export interface UploadedFile {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export interface StoreUploadsDeps {
  readonly files: FileStorage;
  readonly uploads: UploadStore;
  readonly newId: () => string;
  /** A short random text for the storage key (the spec's `{random}`). */
  readonly randomToken: () => string;
}

export interface StoreUploadsInput {
  readonly candidates: readonly UploadCandidate[];
  readonly purpose: UploadPurpose;
  readonly now: Date;
}

const NO_FILES: LocalizedText = {
  nl: 'Kies minstens één bestand.',
  de: 'Bitte wählen Sie mindestens eine Datei.',
  fr: 'Veuillez choisir au moins un fichier.',
  en: 'Please choose at least one file.',
};

const named = (name: string, message: LocalizedText): LocalizedText =>
  name === '' ? message : { nl: `${name}: ${message.nl}`, de: `${name}: ${message.de}`, fr: `${name}: ${message.fr}`, en: `${name}: ${message.en}` };

/**
 * Checks every file by its content and size, then stores all of them
 * privately with one row each. One bad file refuses the whole request and
 * nothing is kept: files already written are removed again on a failure.
 */
export const storeUploads =
  (deps: StoreUploadsDeps) =>
  async (input: StoreUploadsInput): Promise<Result<readonly UploadedFile[], ApplicationError>> => {
    if (input.candidates.length === 0) return err(invalidInput([{ field: 'files', message: NO_FILES }]));
    const checked = checkUploads(input.candidates);
    if (!checked.ok) {
      const errors: FieldError[] = checked.error.errors.map((error) => ({ field: 'files', message: named(error.name, error.message) }));
      return err(invalidInput(errors));
    }
    const records: UploadRecord[] = checked.value.map((file) => ({
      id: deps.newId(),
      storageKey: uploadStorageKey(input.purpose, input.now.getTime(), deps.randomToken(), file.name),
      name: file.name,
      size: file.size,
      contentType: file.mimeType,
    }));
    const written: string[] = [];
    try {
      for (const [index, record] of records.entries()) {
        const bytes = input.candidates[index]?.bytes;
        if (bytes === undefined) throw new Error(`Upload ${index} vanished between check and store`);
        await deps.files.put(record.storageKey, bytes, record.contentType);
        written.push(record.storageKey);
      }
      await deps.uploads.insertAll(records);
    } catch (error) {
      await Promise.allSettled(written.map((key) => deps.files.delete(key)));
      throw error;
    }
    return ok(records.map((record) => ({ id: record.id, name: record.name, size: record.size, type: record.contentType })));
  };
