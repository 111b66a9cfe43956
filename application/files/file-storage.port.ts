/** Where files live: a local folder by default, S3 in production. Keys are relative paths. */
export interface StoredFile {
  readonly body: Uint8Array;
  readonly contentType: string;
}

export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Public files (catalogue and content images) sit under this prefix and are served at /media/…; all else is private. */
export const PUBLIC_PREFIX = 'public/';

export const publicMediaUrl = (keyUnderPublic: string): string => `/media/${keyUnderPublic}`;
