import type { DataSource } from 'typeorm';
import type { UploadRecord, UploadStore } from '../../../application/uploads/upload-store.port.js';

// DELETE … RETURNING is wrapped in a SELECT: TypeORM answers a bare DELETE or UPDATE with [rows, count], a SELECT with rows.
export class SqlUploadStore implements UploadStore {
  constructor(private readonly dataSource: DataSource) {}

  async insertAll(uploads: readonly UploadRecord[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const upload of uploads) {
        await manager.query(
          `INSERT INTO uploads (id, storage_key, original_name, size_bytes, content_type) VALUES ($1, $2, $3, $4, $5)`,
          [upload.id, upload.storageKey, upload.name, upload.size, upload.contentType],
        );
      }
    });
  }

  async deleteUnattached(id: string): Promise<string | null> {
    const rows: { storage_key: string }[] = await this.dataSource.query(
      `WITH deleted AS (DELETE FROM uploads WHERE id = $1 AND contact_message_id IS NULL RETURNING storage_key)
       SELECT storage_key FROM deleted`,
      [id],
    );
    return rows[0]?.storage_key ?? null;
  }

  async deleteUnattachedBefore(cutoff: Date): Promise<readonly string[]> {
    const rows: { storage_key: string }[] = await this.dataSource.query(
      `WITH deleted AS (DELETE FROM uploads WHERE contact_message_id IS NULL AND created_at < $1 RETURNING storage_key)
       SELECT storage_key FROM deleted`,
      [cutoff],
    );
    return rows.map((row) => row.storage_key);
  }
}
