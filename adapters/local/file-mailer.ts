import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '../../application/email/mailer.port.js';
import { addressOf, assertHeaderSafe, encodeHeaderText, formatMailbox, formatMailDate } from './mime-headers.js';

const base64Lines = (text: string): string =>
  (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/** The whole RFC 5322 message: headers, then a multipart/alternative body (text first, HTML preferred). */
export const buildMimeMessage = (message: MailMessage, id: string, date: Date): string => {
  const boundary = `=_alt_${id.replace(/-/g, '')}`;
  const domain = addressOf(message.from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(assertHeaderSafe('From', message.from))}`,
    `To: ${formatMailbox(assertHeaderSafe('To', message.to))}`,
    ...(message.replyTo === undefined ? [] : [`Reply-To: ${formatMailbox(assertHeaderSafe('Reply-To', message.replyTo))}`]),
    `Subject: ${encodeHeaderText(assertHeaderSafe('Subject', message.subject))}`,
    `Date: ${formatMailDate(date)}`,
    `Message-ID: <${id}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, content: string): string =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join('\r\n');
  return [...headers, '', part('text/plain', message.text), part('text/html', message.html), `--${boundary}--`, ''].join('\r\n');
};

/**
 * The offline default Mailer: each message becomes an .eml file under
 * DATA_DIR/mail, named `{timestamp}-{id}.eml` so a listing sorts by time.
 */
export class FileMailer implements Mailer {
  constructor(
    readonly folder: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<void> {
    const id = randomUUID();
    const date = this.clock();
    const content = buildMimeMessage(message, id, date);
    await mkdir(this.folder, { recursive: true });
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    // Write then rename: a reader (the admin's outbox view) never sees half a message.
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, content, { encoding: 'utf8', mode: 0o600 });
    await rename(temporary, join(this.folder, name));
  }
}
