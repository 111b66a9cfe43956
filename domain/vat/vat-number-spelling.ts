import { err, ok, type Result } from '../shared/result.js';

/** A typed VAT number taken apart: the two letters it starts with (if any) and the rest, separators removed. */
export interface VatNumberSpelling {
  /** The first two characters when both are letters: the country prefix the customer wrote (or a mistake). */
  readonly prefix: string | null;
  /** Capital letters, digits, `+` and `*` (old Irish numbers), and a leading `(0)` as Belgians write it. */
  readonly body: string;
}

export type VatNumberSpellingError = { readonly kind: 'empty' } | { readonly kind: 'characters'; readonly character: string };

/**
 * What may stand between the parts of a number as printed: white space (any,
 * the no-break spaces of copied PDFs included), dots, slashes, hyphens and
 * dashes. Nothing else is dropped: a comma or a semicolon usually means two
 * numbers or a typo, and is refused rather than guessed away.
 */
const SEPARATORS = /[\s./\-\u2010-\u2015\u2212]+/g;

/** Two letters, then optionally a colon (`LU: 2294 4200`). */
const PREFIX = /^([A-Z]{2}):?/;

/** A Belgian number's leading zero in brackets: `BE (0)468.561.072`. */
const BRACKETED_ZERO = /^\(0\)/;

/** The character as the message shows it: itself, or its code point when it cannot be seen. */
const shown = (character: string): string =>
  /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? character : `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Reads the spelling of a VAT number: upper case, separators removed, a prefix
 * of two letters (with an optional colon after it). Refuses any other
 * character, naming the first one.
 */
export const readVatNumberSpelling = (input: string): Result<VatNumberSpelling, VatNumberSpellingError> => {
  const text = input.toUpperCase().replace(SEPARATORS, '');
  const prefixMatch = PREFIX.exec(text);
  const prefix = prefixMatch?.[1] ?? null;
  const body = text.slice(prefixMatch?.[0].length ?? 0);
  if (prefix === null && body === '') return err({ kind: 'empty' });
  const rest = body.replace(BRACKETED_ZERO, '');
  const stray = /[^A-Z0-9+*]/u.exec(rest);
  if (stray !== null) return err({ kind: 'characters', character: shown(stray[0]) });
  return ok({ prefix, body });
};
