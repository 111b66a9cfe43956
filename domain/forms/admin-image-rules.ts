import type { LocalizedText } from '../shared/language.js';
import { err, ok, type Result } from '../shared/result.js';
import { detectFileType, UPLOAD_FILE_KINDS } from './file-type.js';
import { localizedTemplate } from './form-fields.js';
import { UPLOAD_MESSAGES } from './upload-messages.js';

export const ADMIN_IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const;
export type AdminImageKind = (typeof ADMIN_IMAGE_KINDS)[number];
export const MAX_ADMIN_IMAGE_KB = 5000;
export const MAX_ADMIN_IMAGE_BYTES = MAX_ADMIN_IMAGE_KB * 1024;

export interface AdminImageCandidate {
  readonly size: number;
  readonly bytes: Uint8Array;
}

export interface CheckedAdminImage {
  readonly kind: AdminImageKind;
  readonly mimeType: string;
  readonly size: number;
}

export interface AdminImageError {
  readonly kind: 'image-type-not-supported' | 'image-too-large';
  readonly field: 'file';
  readonly message: LocalizedText;
}

/**
 * An image an admin uploads for a product or a page: jpeg, png or webp by
 * content, at most 5000 KB. The name is not checked: the browser converts PNG
 * to JPEG before upload and may keep the old name.
 */
export const checkAdminImage = (candidate: AdminImageCandidate): Result<CheckedAdminImage, AdminImageError> => {
  const size = Math.max(candidate.size, candidate.bytes.length);
  const sniffed = detectFileType(candidate.bytes);
  const kind = ADMIN_IMAGE_KINDS.find((candidateKind) => candidateKind === sniffed);
  if (kind === undefined) {
    return err({ kind: 'image-type-not-supported', field: 'file', message: UPLOAD_MESSAGES.adminFileType });
  }
  if (size > MAX_ADMIN_IMAGE_BYTES) {
    return err({
      kind: 'image-too-large',
      field: 'file',
      message: localizedTemplate(UPLOAD_MESSAGES.adminFileTooLarge, { max: MAX_ADMIN_IMAGE_KB }),
    });
  }
  return ok({ kind, mimeType: UPLOAD_FILE_KINDS[kind].mimeType, size: candidate.bytes.length });
};
