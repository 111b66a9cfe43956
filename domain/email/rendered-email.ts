import { isLanguage, type Language } from '../shared/language.js';

/** What every email template returns: the subject and the same message as HTML and plain text. */
export interface RenderedEmail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text and attribute positions; every user value goes through it. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** Subjects are one header line: user values lose their line breaks. */
export const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

/** Emails default to English when the customer's language is unknown (spec: default en). */
export const EMAIL_DEFAULT_LANGUAGE: Language = 'en';
export const emailLanguage = (value: unknown): Language => (isLanguage(value) ? value : EMAIL_DEFAULT_LANGUAGE);
