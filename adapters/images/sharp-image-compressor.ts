import sharp from 'sharp';
import type { CompressedImage, ImageCompressor } from '../../application/files/image-compressor.port.js';
import { maxWidthForTarget, QUALITY_STEPS } from '../../domain/forms/image-compression.js';
import type { AdminImageKind } from '../../domain/forms/admin-image-rules.js';

/**
 * sharp, server side: scaled down to the target's maximum width, then encoded
 * at falling qualities until under the target (the lowest is kept if none is).
 * PNG becomes JPEG on a white background; WebP stays WebP.
 */
export class SharpImageCompressor implements ImageCompressor {
  async compress(bytes: Uint8Array, kind: AdminImageKind, targetBytes: number): Promise<CompressedImage> {
    const format = kind === 'webp' ? 'webp' : 'jpeg';
    const width = maxWidthForTarget(targetBytes / 1024);
    const scaled = (): ReturnType<typeof sharp> => {
      const pipeline = sharp(bytes, { failOn: 'error' }).rotate().resize({ width, withoutEnlargement: true });
      return format === 'jpeg' ? pipeline.flatten({ background: '#ffffff' }) : pipeline;
    };
    let smallest: Buffer | null = null;
    for (const quality of QUALITY_STEPS) {
      const pipeline = scaled();
      const percent = Math.round(quality * 100);
      const encoded = await (format === 'webp' ? pipeline.webp({ quality: percent }) : pipeline.jpeg({ quality: percent, mozjpeg: true })).toBuffer();
      smallest = encoded;
      if (encoded.length <= targetBytes) break;
    }
    if (smallest === null) throw new Error('no quality step to encode with');
    return { bytes: new Uint8Array(smallest.buffer, smallest.byteOffset, smallest.length), format };
  }
}
