import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage } from '../../application/email/mailer.port.js';
import { addressOf, assertHeaderSafe, encodeHeaderText, formatMailbox, formatMailDate } from './mime-headers.js';

const base64Lines = (text: string): string =>
  (Buffer.from(text, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

const base64Bytes = (content: Uint8Array): string => (Buffer.from(content).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');

/** A file name as a MIME parameter: plain ASCII kept, anything else RFC 2231-encoded. */
const fileNameParameter = (name: string): string =>
  /^[\w.\- ]+$/.test(name) ? `filename="${name}"` : `filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The whole RFC 5322 message: headers, then a multipart/alternative body (text first, HTML preferred);
 * with attachments, that body and the files inside a multipart/mixed.
 */
export const buildMimeMessage = (message: MailMessage, id: string, date: Date): string => {
  const boundary = `=_alt_${id.replace(/-/g, '')}`;
  const mixed = `=_mix_${id.replace(/-/g, '')}`;
  const attachments = message.attachments ?? [];
  const domain = addressOf(message.from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${formatMailbox(assertHeaderSafe('From', message.from))}`,
    `To: ${formatMailbox(assertHeaderSafe('To', message.to))}`,
    ...(message.replyTo === undefined ? [] : [`Reply-To: ${formatMailbox(assertHeaderSafe('Reply-To', message.replyTo))}`]),
    `Subject: ${encodeHeaderText(assertHeaderSafe('Subject', message.subject))}`,
    `Date: ${formatMailDate(date)}`,
    `Message-ID: <${id}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, content: string): string =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join('\r\n');
  const alternative = [part('text/plain', message.text), part('text/html', message.html), `--${boundary}--`];
  if (attachments.length === 0) return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...alternative, ''].join('\r\n');
  const files = attachments.map((file) =>
    [
      `--${mixed}`,
      `Content-Type: ${assertHeaderSafe('Content-Type', file.contentType)}`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment; ${fileNameParameter(assertHeaderSafe('filename', file.filename))}`,
      '',
      base64Bytes(file.content),
    ].join('\r\n'),
  );
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...alternative,
    ...files,
    `--${mixed}--`,
    '',
  ].join('\r\n');
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
