import type { AdminImageKind } from '../../domain/forms/admin-image-rules.js';

/** An image as an admin's upload hands it in (its bytes and the size the request declared). */
export interface ReceivedImage {
  readonly bytes: Uint8Array;
  readonly size: number;
}

export interface CompressedImage {
  readonly bytes: Uint8Array;
  /** PNG and JPEG come out as JPEG; WebP stays WebP. */
  readonly format: 'jpeg' | 'webp';
}

/** Shrinks an uploaded image toward a size target (adapters/images). */
export interface ImageCompressor {
  compress(bytes: Uint8Array, kind: AdminImageKind, targetBytes: number): Promise<CompressedImage>;
}
