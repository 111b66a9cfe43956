import { MailerError } from '../../application/email/mailer.port.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** base64 of 45 bytes is 60 characters: with `=?UTF-8?B?` and `?=` one encoded word stays under 75 (RFC 2047). */
const MAX_WORD_BYTES = 45;

/** Refuses a header value with a line break (header injection); such a message can never be sent. */
export const assertHeaderSafe = (name: string, value: string): string => {
  if (/[\r\n\0]/.test(value)) throw new MailerError(`The ${name} header must not contain line breaks`, true);
  return value;
};

/** The value as it is when printable ASCII, else RFC 2047 base64 encoded words, folded between words. */
export const encodeHeaderText = (value: string): string => {
  if (PRINTABLE_ASCII.test(value)) return value;
  const words: string[] = [];
  let chunk = '';
  for (const character of value) {
    if (Buffer.byteLength(chunk + character, 'utf8') > MAX_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk !== '') words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
};

/** `Name <address>` or a bare address, with the name quoted or encoded as needed. */
export const formatMailbox = (value: string): string => {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (match === null) return value.trim();
  const name = (match[1] ?? '').replace(/^"(.*)"$/, '$1');
  const address = match[2] ?? '';
  if (name === '') return address;
  if (!PRINTABLE_ASCII.test(name)) return `${encodeHeaderText(name)} <${address}>`;
  return /^[\w !#$%&'*+\-/=?^`{|}~]*$/.test(name) ? `${name} <${address}>` : `"${name.replace(/(["\\])/g, '\\$1')}" <${address}>`;
};

/** The bare address of a mailbox (`Shop <info@shop.be>` → `info@shop.be`). */
export const addressOf = (value: string): string => /<([^<>\s]+)>/.exec(value)?.[1] ?? value.trim();

/** RFC 5322 date, e.g. `Sun, 22 Nov 2026 05:13:42 +0000`. */
export const formatMailDate = (date: Date): string => date.toUTCString().replace(/GMT$/, '+0000');
