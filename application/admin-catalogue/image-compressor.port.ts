import type { AdminImageKind } from '../../domain/forms/admin-image-rules.js';

export interface CompressedImage {
  readonly bytes: Uint8Array;
  /** PNG and JPEG come out as JPEG; WebP stays WebP. */
  readonly format: 'jpeg' | 'webp';
}

/** Shrinks an uploaded image toward a size target (adapters/images). */
export interface ImageCompressor {
  compress(bytes: Uint8Array, kind: AdminImageKind, targetBytes: number): Promise<CompressedImage>;
}
