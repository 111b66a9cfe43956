import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MailerError, type MailMessage } from '../../application/email/mailer.port.js';
import { FileMailer } from './file-mailer.js';
import { encodeHeaderText, formatMailbox } from './mime-headers.js';

const message: MailMessage = {
  from: 'Container Shop <info@containershop.example>',
  to: 'jan@example.be',
  replyTo: 'Zoë Müller <zoe@example.de>',
  subject: 'Bestellbestätigung 1234 – Größe 20ft',
  text: 'Guten Tag Zoë,\nvielen Dank.',
  html: '<p>Guten Tag Zoë,</p>',
};

const decodeWords = (header: string): string =>
  header
    .replace(/\r\n /g, '')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_whole, data: string) => Buffer.from(data, 'base64').toString('utf8'));

const headerOf = (eml: string, name: string): string | undefined => {
  const head = eml.split('\r\n\r\n')[0] ?? '';
  const match = new RegExp(`^${name}: (.*(?:\\r\\n .*)*)`, 'm').exec(head);
  return match?.[1];
};

const partBody = (eml: string, type: string): string => {
  const part = eml.split(/\r\n--=_alt_\w+/).find((candidate) => candidate.includes(`Content-Type: ${type}`));
  const body = part?.split('\r\n\r\n')[1] ?? '';
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
};

describe('FileMailer', () => {
  it('writes one RFC 5322 .eml file with encoded headers and text + HTML parts', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mail-')), 'mail');
    const mailer = new FileMailer(folder, () => new Date('2026-11-22T05:13:42.123Z'));
    await mailer.send(message);

    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    const name = files[0] ?? '';
    expect(name).toMatch(/^2026-11-22T05-13-42-123Z-[0-9a-f-]{36}\.eml$/);
    const eml = readFileSync(join(folder, name), 'utf8');

    expect(headerOf(eml, 'From')).toBe('Container Shop <info@containershop.example>');
    expect(headerOf(eml, 'To')).toBe('jan@example.be');
    expect(decodeWords(headerOf(eml, 'Reply-To') ?? '')).toBe('Zoë Müller <zoe@example.de>');
    const subject = headerOf(eml, 'Subject') ?? '';
    expect(subject.startsWith('=?UTF-8?B?')).toBe(true);
    expect(decodeWords(subject)).toBe(message.subject);
    expect(headerOf(eml, 'Date')).toBe('Sun, 22 Nov 2026 05:13:42 +0000');
    expect(headerOf(eml, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@containershop\.example>$/);
    expect(headerOf(eml, 'Content-Type')).toMatch(/^multipart\/alternative; boundary="=_alt_\w+"$/);
    expect(partBody(eml, 'text/plain')).toBe(message.text);
    expect(partBody(eml, 'text/html')).toBe(message.html);
    // Every line of the file is ASCII and within the 998-character limit.
    for (const line of eml.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(998);
      expect(line).toMatch(/^[\x20-\x7e\t]*$/);
    }
  });

  it('leaves an ASCII subject as it is and refuses line breaks in headers', async () => {
    expect(encodeHeaderText('Order confirmation 12')).toBe('Order confirmation 12');
    expect(formatMailbox('Shop, Inc. <a@b.be>')).toBe('"Shop, Inc." <a@b.be>');
    const folder = mkdtempSync(join(tmpdir(), 'mail-'));
    const mailer = new FileMailer(folder);
    await expect(mailer.send({ ...message, subject: 'Hi\r\nBcc: x@y.z' })).rejects.toEqual(
      expect.objectContaining({ permanent: true }),
    );
    await expect(mailer.send({ ...message, to: 'a@b.c\nBcc: x@y.z' })).rejects.toBeInstanceOf(MailerError);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('splits a long non-ASCII subject into encoded words of at most 75 characters', () => {
    const long = 'Ünïcödé '.repeat(20);
    const encoded = encodeHeaderText(long);
    const words = encoded.split('\r\n ');
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(encoded)).toBe(long);
  });
});
