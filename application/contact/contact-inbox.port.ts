import type { ContactSource } from '../../domain/forms/contact-form.js';
import type { Language } from '../../domain/shared/language.js';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { UploadRecord } from '../uploads/upload-store.port.js';

/** A contact_messages row. */
export interface ContactMessageRecord {
  readonly id: string;
  readonly source: ContactSource;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly subject: string | null;
  readonly message: string;
  readonly language: Language;
}

export interface ContactInbox {
  /** Those of the ids that are uploads not yet attached to a message. */
  findUnattachedUploads(ids: readonly string[]): Promise<readonly UploadRecord[]>;
  /**
   * In one transaction: the message, its uploads attached to it and the
   * emails. False, with nothing written, when one of the uploads was
   * attached elsewhere or purged in the meantime.
   */
  save(message: ContactMessageRecord, attachmentIds: readonly string[], emails: readonly OutgoingEmail[]): Promise<boolean>;
}
