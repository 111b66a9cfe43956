import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import sharp from 'sharp';
import { PUBLIC_PREFIX, type FileStorage } from '../../application/files/file-storage.port.js';
import { percentDecoded } from '../http/percent-decoding.js';

export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
const FORMATS = ['webp', 'jpeg'] as const;
type ImageFormat = (typeof FORMATS)[number];
const DEFAULT_QUALITY = 80;
const ONE_YEAR_SECONDS = 31_536_000;

interface ResizeRequest {
  readonly width: number | null;
  readonly format: ImageFormat | null;
  readonly quality: number;
}

const parseResize = (query: Request['query']): ResizeRequest | string => {
  const text = (name: string): string => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const width = text('w') === '' ? null : Number(text('w'));
  if (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return `w must be one of ${IMAGE_WIDTHS.join(', ')}`;
  const format = text('format') === '' ? null : text('format');
  if (format !== null && !(FORMATS as readonly string[]).includes(format)) return 'format must be webp or jpeg';
  const quality = text('q') === '' ? DEFAULT_QUALITY : Number(text('q'));
  if (!Number.isInteger(quality) || quality < 30 || quality > 95) return 'q must be a whole number from 30 to 95';
  return { width, format: format as ImageFormat | null, quality };
};

/** Longest name of one folder or file on the file systems and in S3 keys; the shop's own keys are far shorter. */
const MAX_SEGMENT_BYTES = 255;
const MAX_KEY_BYTES = 1024;

/** A key that could name a stored file: no empty or parent segments, no name longer than storage allows. */
const isStorableKey = (key: string): boolean => {
  const segments = key.split('/');
  return (
    key !== '' &&
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    segments.every((segment) => segment !== '' && segment !== '..' && Buffer.byteLength(segment) <= MAX_SEGMENT_BYTES)
  );
};

const isImage = (contentType: string): boolean => /^image\/(jpeg|png|webp)$/.test(contentType);

/**
 * Public images at /media/…, resized on request (`?w=800&format=webp&q=75`)
 * and cached on disk, with long cache headers and an ETag.
 */
export const createMediaHandler = (storage: FileStorage, cacheDir: string) => {
  const cacheFolder = join(cacheDir, 'images');
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      // A path that cannot be percent-decoded names no stored file.
      const key = percentDecoded(request.path.replace(/^\/+/, ''));
      if (key === null || !isStorableKey(key)) {
        response.status(404).json({ statusCode: 404, message: 'Not found' });
        return;
      }
      const resize = parseResize(request.query);
      if (typeof resize === 'string') {
        response.status(400).json({ statusCode: 400, message: resize, errors: [{ field: 'query', message: resize }] });
        return;
      }
      const variant = `${key}|${resize.width ?? ''}|${resize.format ?? ''}|${resize.quality}`;
      const etag = `"${createHash('sha1').update(variant).digest('base64url')}"`;
      if (request.headers['if-none-match'] === etag) {
        response.status(304).end();
        return;
      }
      const original = await storage.get(`${PUBLIC_PREFIX}${key}`);
      if (original === null) {
        response.status(404).json({ statusCode: 404, message: 'Not found' });
        return;
      }
      let body: Uint8Array = original.body;
      let contentType = original.contentType;
      if (isImage(contentType) && (resize.width !== null || resize.format !== null)) {
        const format = resize.format ?? (contentType === 'image/webp' ? 'webp' : 'jpeg');
        const cached = join(cacheFolder, `${createHash('sha1').update(variant).digest('hex')}.${format}`);
        body = await readFile(cached).catch(async () => {
          const pipeline = sharp(original.body).resize({ width: resize.width ?? undefined, withoutEnlargement: true });
          const output = await (format === 'webp' ? pipeline.webp({ quality: resize.quality }) : pipeline.jpeg({ quality: resize.quality, mozjpeg: true })).toBuffer();
          await mkdir(cacheFolder, { recursive: true });
          await writeFile(cached, output);
          return output;
        });
        contentType = `image/${format}`;
      }
      response.setHeader('Content-Type', contentType);
      response.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      response.setHeader('ETag', etag);
      response.setHeader('X-Content-Type-Options', 'nosniff');
      response.end(request.method === 'HEAD' ? undefined : Buffer.from(body));
    } catch (error) {
      next(error);
    }
  };
};
