import type { EmailContent } from './outgoing-email.js';

export interface MailMessage extends EmailContent {
  readonly to: string;
  readonly from: string;
  readonly replyTo?: string;
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
