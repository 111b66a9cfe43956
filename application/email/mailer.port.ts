import type { EmailAttachmentRef, EmailContent } from './outgoing-email.js';

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

export interface MailMessage extends EmailContent {
  readonly to: string;
  readonly from: string;
  readonly replyTo?: string;
  readonly attachments?: readonly MailAttachment[];
}

/** Makes the file an outbox row refers to, when it is sent. Throws when it cannot (the row is retried). */
export interface AttachmentSource {
  resolve(reference: EmailAttachmentRef): Promise<MailAttachment>;
}

/** Sends one email now. Throws MailerError; `permanent` failures are not retried. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export class MailerError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}
