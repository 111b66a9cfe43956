import type { EntityManager } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';

/**
 * Inserts the emails of the JSON array parameter `parameter` (rows made by `outboxRows`), in the order
 * given, skipping an email whose dedupe key is already there. `onlyWith`: a relation of the same
 * statement (a CTE) without whose row nothing is inserted.
 */
export const insertOutboxEmails = (parameter: string, onlyWith?: string): string => `
INSERT INTO email_outbox (dedupe_key, to_address, from_address, reply_to, subject, html, text_body, fallback, attachments)
SELECT email.dedupe_key, email.to_address, email.from_address, email.reply_to, email.subject, email.html, email.text_body,
  email.fallback, email.attachments
FROM ${onlyWith === undefined ? '' : `${onlyWith}, `}ROWS FROM (jsonb_to_recordset(${parameter}::jsonb) AS (dedupe_key text, to_address text,
  from_address text, reply_to text, subject text, html text, text_body text, fallback jsonb, attachments jsonb)) WITH ORDINALITY
  AS email(dedupe_key, to_address, from_address, reply_to, subject, html, text_body, fallback, attachments, position)
ORDER BY email.position
ON CONFLICT (dedupe_key) DO NOTHING`;

const INSERT_EMAILS = insertOutboxEmails('$1');

/** The emails as the JSON array `insertOutboxEmails` reads. */
export const outboxRows = (emails: readonly OutgoingEmail[], defaultFrom: string): string =>
  JSON.stringify(
    emails.map((email) => ({
      dedupe_key: email.dedupeKey ?? null,
      to_address: email.to,
      from_address: email.from ?? defaultFrom,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      html: email.html,
      text_body: email.text,
      // Left out when absent: a JSON null would be stored as the jsonb value null, not as SQL NULL.
      ...(email.fallback === undefined ? {} : { fallback: email.fallback }),
      attachments: email.attachments ?? [],
    })),
  );

/**
 * Writes emails to the outbox inside the caller's transaction, so an email
 * exists exactly when the order, quote or message it belongs to exists.
 * An email whose dedupe key is already there is skipped.
 */
export const writeOutboxEmails = async (manager: EntityManager, emails: readonly OutgoingEmail[], defaultFrom: string): Promise<void> => {
  if (emails.length === 0) return;
  await manager.query(INSERT_EMAILS, [outboxRows(emails, defaultFrom)]);
};
