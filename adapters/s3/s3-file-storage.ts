import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { FileStorage, StoredFile } from '../../application/files/file-storage.port.js';

export interface S3FileStorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** An S3-compatible endpoint (MinIO, a local stand-in); addressed path-style (`/bucket/key`). */
  readonly endpoint: string | null;
  /** Without them the SDK's default chain is used (environment, instance role, …). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

const isMissingKey = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/** Files in one S3 bucket, private (no ACL is set: the bucket's default, which should block public access). */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3FileStorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.credentials === undefined ? {} : { credentials: { ...options.credentials } }),
      ...(options.endpoint === null
        ? {}
        : {
            endpoint: options.endpoint,
            forcePathStyle: true,
            // S3-compatible stores do not all understand the SDK's default flexible checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }),
    });
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.byteLength,
        CacheControl: 'private, max-age=3600',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (output.Body === undefined) return null;
      return { body: await output.Body.transformToByteArray(), contentType: output.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the SDK's connection pool. */
  close(): void {
    this.client.destroy();
  }
}
