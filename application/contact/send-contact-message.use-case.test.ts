import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { describe, expect, it } from '@jest/globals';
import type { OutgoingEmail } from '../email/outgoing-email.js';
import type { UploadRecord } from '../uploads/upload-store.port.js';
import type { ContactInbox, ContactMessageRecord } from './contact-inbox.port.js';
import { sendContactMessage } from './send-contact-message.use-case.js';

const UPLOAD_ID = '0b6f3a1e-1111-4222-8333-444455556666';

/** An inbox whose upload is taken by another message between the check and the save. */
class RacingInbox implements ContactInbox {
  readonly attempts: string[] = [];
  async findUnattachedUploads(): Promise<readonly UploadRecord[]> {
    return [{ id: UPLOAD_ID, storageKey: 'contact-form/1-a-x.pdf', name: 'x.pdf', size: 3, contentType: 'application/pdf' }];
  }
  async save(message: ContactMessageRecord, _ids: readonly string[], _emails: readonly OutgoingEmail[]): Promise<boolean> {
    this.attempts.push(message.id);
    return false;
  }
}

describe('sendContactMessage', () => {
  it('refuses, naming attachmentIds, when an upload was attached elsewhere in the meantime', async () => {
    const inbox = new RacingInbox();
    const send = sendContactMessage({ inbox, newId: () => 'm-1', companyMailbox: 'info@example.com', company: DEMO_COMPANY, publicUrl: 'https://shop.example' });
    const result = await send({
      language: 'en',
      form: { source: 'home', name: 'Vera', email: 'vera@example.com', message: 'Hello there', attachmentIds: [UPLOAD_ID] },
      honeypot: null,
    });
    expect(inbox.attempts).toEqual(['m-1']);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'invalid-input', errors: [{ field: 'attachmentIds' }] });
  });
});
