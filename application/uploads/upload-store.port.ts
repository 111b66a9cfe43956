/** One stored attachment as its row describes it. */
export interface UploadRecord {
  readonly id: string;
  readonly storageKey: string;
  /** The visitor's file name, made safe. */
  readonly name: string;
  readonly size: number;
  /** The MIME type sniffed from the content. */
  readonly contentType: string;
}

/** The `uploads` rows: files a visitor attached before sending a message. */
export interface UploadStore {
  /** Inserts every row in one transaction: all or none. */
  insertAll(uploads: readonly UploadRecord[]): Promise<void>;
  /** Deletes the row when it is not attached to a message; its storage key, or null when nothing was deleted. */
  deleteUnattached(id: string): Promise<string | null>;
  /** Deletes the unattached rows created before `cutoff`; their storage keys. */
  deleteUnattachedBefore(cutoff: Date): Promise<readonly string[]>;
}
