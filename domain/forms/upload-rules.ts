import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { detectFileType, UPLOAD_FILE_KINDS, type FileKind, type SniffedFileType } from './file-type.js';
import { localizedTemplate } from './form-fields.js';
import { FORM_MESSAGES } from './form-messages.js';
import { UPLOAD_MESSAGES } from './upload-messages.js';

export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** An empty file is refused. */
export const MIN_UPLOAD_BYTES = 1;
const MAX_FILE_NAME_LENGTH = 150;

export interface UploadCandidate {
  readonly name: string;
  /** The browser's MIME type: not trusted, the bytes decide. */
  readonly declaredType: string;
  readonly size: number;
  readonly bytes: Uint8Array;
}

export interface CheckedUpload {
  /** The name without any folder part or control characters. */
  readonly name: string;
  readonly kind: FileKind;
  /** The MIME type to store and serve, from the sniffed kind. */
  readonly mimeType: string;
  readonly size: number;
}

export type UploadErrorKind = 'file-type-not-accepted' | 'file-too-large' | 'file-too-small' | 'too-many-files';

export interface UploadError {
  readonly kind: UploadErrorKind;
  readonly field: 'files';
  readonly message: LocalizedText;
}

const uploadError = (kind: UploadErrorKind, message: LocalizedText): Result<never, UploadError> =>
  err({ kind, field: 'files', message });

export const fileExtension = (name: string): string => {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
};

/** The last path part, without control characters, shortened from the middle so the extension stays. */
export const safeFileName = (name: string): string => {
  const base = (name.split(/[/\\]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"]/g, '').trim();
  const chars = Array.from(base);
  if (chars.length === 0) return 'file';
  if (chars.length <= MAX_FILE_NAME_LENGTH) return base;
  const extension = fileExtension(base);
  if (extension === '' || extension.length > 10) return chars.slice(0, MAX_FILE_NAME_LENGTH).join('').trimEnd();
  return `${chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length - 1).join('')}.${extension}`;
};

/** The accepted kind the bytes and the name agree on, or null. */
const agreedKind = (sniffed: SniffedFileType | null, extension: string): FileKind | null => {
  if (sniffed === null) return null;
  if (sniffed === 'ole2') return extension === 'doc' || extension === 'xls' ? extension : null;
  if (sniffed === 'office-zip') return extension === 'docx' || extension === 'xlsx' ? extension : null;
  return (UPLOAD_FILE_KINDS[sniffed].extensions as readonly string[]).includes(extension) ? sniffed : null;
};

const ACCEPTED_LABELS = Object.values(UPLOAD_FILE_KINDS)
  .map((kind) => kind.label)
  .join(', ');

export const FILE_TYPE_MESSAGE = localizedTemplate(UPLOAD_MESSAGES.fileType, { types: ACCEPTED_LABELS });

/**
 * One attachment: at most 10 MB, not empty, and of an accepted kind by its
 * content (magic bytes), with a name extension that agrees. An HTML page
 * named .pdf or .txt is refused.
 */
export const checkUpload = (candidate: UploadCandidate): Result<CheckedUpload, UploadError> => {
  const size = Math.max(candidate.size, candidate.bytes.length);
  if (size > MAX_UPLOAD_BYTES) {
    return uploadError('file-too-large', localizedTemplate(UPLOAD_MESSAGES.fileTooLarge, { max: MAX_UPLOAD_BYTES }));
  }
  if (candidate.bytes.length < MIN_UPLOAD_BYTES) {
    return uploadError('file-too-small', localizedTemplate(UPLOAD_MESSAGES.fileTooSmall, { min: MIN_UPLOAD_BYTES }));
  }
  const kind = agreedKind(detectFileType(candidate.bytes), fileExtension(candidate.name));
  if (kind === null) return uploadError('file-type-not-accepted', FILE_TYPE_MESSAGE);
  return ok({
    name: safeFileName(candidate.name),
    kind,
    mimeType: UPLOAD_FILE_KINDS[kind].mimeType,
    size: candidate.bytes.length,
  });
};

/** How many files one message may carry, counting those already attached. */
export const checkUploadCount = (count: number): Result<number, UploadError> =>
  count > MAX_UPLOAD_FILES ? uploadError('too-many-files', FORM_MESSAGES.tooManyFiles) : ok(count);

export interface InvalidUploads {
  readonly kind: 'invalid-upload';
  readonly errors: readonly (UploadError & { readonly index: number; readonly name: string })[];
}

/** A whole upload request: at most 5 files, each checked; every bad file reported. */
export const checkUploads = (
  candidates: readonly UploadCandidate[],
): Result<readonly CheckedUpload[], InvalidUploads> => {
  const count = checkUploadCount(candidates.length);
  if (!count.ok) return err({ kind: 'invalid-upload', errors: [{ ...count.error, index: MAX_UPLOAD_FILES, name: '' }] });
  const results = candidates.map(checkUpload);
  const errors = results.flatMap((result, index) =>
    result.ok ? [] : [{ ...result.error, index, name: safeFileName(candidates[index]?.name ?? '') }],
  );
  return errors.length > 0
    ? err({ kind: 'invalid-upload', errors })
    : ok(results.flatMap((result) => (result.ok ? [result.value] : [])));
};

export { detectFileType, UPLOAD_FILE_KINDS, type FileKind } from './file-type.js';
