import type { DataSource } from 'typeorm';
import type { ContactInbox, ContactMessageRecord } from '../../../application/contact/contact-inbox.port.js';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { UploadRecord } from '../../../application/uploads/upload-store.port.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';

interface UploadRow {
  id: string;
  storage_key: string;
  original_name: string;
  size_bytes: number;
  content_type: string;
}

/** Thrown inside the transaction to roll it back when an upload is no longer free. */
class AttachmentTaken extends Error {}

export class SqlContactInbox implements ContactInbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaultFrom: string,
  ) {}

  async findUnattachedUploads(ids: readonly string[]): Promise<readonly UploadRecord[]> {
    const rows: UploadRow[] = await this.dataSource.query(
      `SELECT id, storage_key, original_name, size_bytes, content_type FROM uploads
       WHERE id = ANY($1::uuid[]) AND contact_message_id IS NULL ORDER BY created_at, id`,
      [ids],
    );
    return rows.map((row) => ({
      id: row.id,
      storageKey: row.storage_key,
      name: row.original_name,
      size: Number(row.size_bytes),
      contentType: row.content_type,
    }));
  }

  async save(message: ContactMessageRecord, attachmentIds: readonly string[], emails: readonly OutgoingEmail[]): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO contact_messages (id, source, name, email, phone, subject, message, language) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [message.id, message.source, message.name, message.email, message.phone, message.subject, message.message, message.language],
        );
        if (attachmentIds.length > 0) {
          const attached: { id: string }[] = await manager.query(
            `WITH attached AS (UPDATE uploads SET contact_message_id = $1 WHERE id = ANY($2::uuid[]) AND contact_message_id IS NULL RETURNING id)
             SELECT id FROM attached`,
            [message.id, attachmentIds],
          );
          if (attached.length !== attachmentIds.length) throw new AttachmentTaken();
        }
        await writeOutboxEmails(manager, emails, this.defaultFrom);
      });
      return true;
    } catch (error) {
      if (error instanceof AttachmentTaken) return false;
      throw error;
    }
  }
}
