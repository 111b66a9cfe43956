import { checkAdminImage } from '../../domain/forms/admin-image-rules.js';
import { UPLOAD_MESSAGES } from '../../domain/forms/upload-messages.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { PUBLIC_PREFIX, publicMediaUrl, type FileStorage } from '../files/file-storage.port.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { TARGET_IMAGE_KB } from '../../domain/forms/image-compression.js';
import type { ImageCompressor, ReceivedImage } from '../files/image-compressor.port.js';

type Deps = {
  readonly files: FileStorage;
  readonly compressor: ImageCompressor;
  readonly now: () => Date;
  /** A short random text for the file name. */
  readonly randomId: () => string;
};

/**
 * An admin's product image: jpeg, png or webp by content, ≤ 5000 KB,
 * compressed toward 500 KB and stored publicly at
 * `public/products/{timestamp}-{random}.{jpg|webp}`; answers its /media URL.
 */
export const uploadProductImage =
  (deps: Deps) =>
  async (file: ReceivedImage | null): Promise<Result<{ readonly url: string }, ApplicationError>> => {
    const checked = checkAdminImage(file ?? { bytes: new Uint8Array(), size: 0 });
    if (!checked.ok) return err(invalidInput([{ field: checked.error.field, message: checked.error.message }]));
    if (file === null) return err(invalidInput([{ field: 'file', message: UPLOAD_MESSAGES.adminUploadFailed }]));
    const compressed = await deps.compressor.compress(file.bytes, checked.value.kind, TARGET_IMAGE_KB * 1024).catch(() => null);
    // Content that sniffs as an image but does not decode.
    if (compressed === null) return err(invalidInput([{ field: 'file', message: UPLOAD_MESSAGES.adminUploadFailed }]));
    const extension = compressed.format === 'webp' ? 'webp' : 'jpg';
    const name = `products/${deps.now().getTime()}-${deps.randomId()}.${extension}`;
    await deps.files.put(`${PUBLIC_PREFIX}${name}`, compressed.bytes, `image/${compressed.format}`);
    return ok({ url: publicMediaUrl(name) });
  };
