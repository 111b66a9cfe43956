import type { EntityManager } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';

/**
 * Writes emails to the outbox inside the caller's transaction, so an email
 * exists exactly when the order, quote or message it belongs to exists.
 * An email whose dedupe key is already there is skipped.
 */
export const writeOutboxEmails = async (manager: EntityManager, emails: readonly OutgoingEmail[], defaultFrom: string): Promise<void> => {
  for (const email of emails) {
    await manager.query(
      `INSERT INTO email_outbox (dedupe_key, to_address, from_address, reply_to, subject, html, text_body, fallback, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        email.dedupeKey ?? null,
        email.to,
        email.from ?? defaultFrom,
        email.replyTo ?? null,
        email.subject,
        email.html,
        email.text,
        email.fallback === undefined ? null : JSON.stringify(email.fallback),
        JSON.stringify(email.attachments ?? []),
      ],
    );
  }
};
