import type { FileStorage } from '../files/file-storage.port.js';
import type { UploadStore } from './upload-store.port.js';

/** Uploads never attached to a message are kept this long. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface PurgeReport {
  readonly purged: number;
  /** Files whose row is gone but whose deletion failed (left in storage; logged by the caller). */
  readonly failedKeys: readonly string[];
}

/**
 * Deletes the uploads older than a day that no message took. The rows go
 * first (atomically, so a message attaching one at the same moment keeps
 * it), then their files.
 */
export const purgeStaleUploads =
  (deps: { readonly files: FileStorage; readonly uploads: UploadStore }) =>
  async (now: Date): Promise<PurgeReport> => {
    const keys = await deps.uploads.deleteUnattachedBefore(new Date(now.getTime() - UNATTACHED_UPLOAD_LIFETIME_MS));
    const results = await Promise.allSettled(keys.map((key) => deps.files.delete(key)));
    const failedKeys = keys.filter((_key, index) => results[index]?.status === 'rejected');
    return { purged: keys.length, failedKeys };
  };
