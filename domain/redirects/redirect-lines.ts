import {
  validateRedirectEntries,
  type RedirectImportEntry,
  type RedirectImportResult,
  type SkippedRedirectLine,
} from './redirect-import.js';

/** The lines of a text with their 1-based numbers, trimmed; blank lines and `#` comments dropped. */
export const meaningfulLines = (text: string): readonly { readonly line: number; readonly text: string }[] =>
  text
    .split(/\r\n|\n|\r/)
    .map((raw, index) => ({ line: index + 1, text: raw.trim() }))
    .filter(({ text: trimmed }) => trimmed !== '' && !trimmed.startsWith('#'));

/**
 * The Redirect Manager's bulk format (also the `_redirects` file): `old new status`
 * separated by whitespace. Lines with fewer than three tokens are skipped and
 * reported; tokens after the third are ignored.
 */
export const parseRedirectLines = (text: string): RedirectImportResult => {
  const entries: RedirectImportEntry[] = [];
  const skipped: SkippedRedirectLine[] = [];
  for (const { line, text: content } of meaningfulLines(text)) {
    const [oldPath, newPath, status] = content.split(/\s+/);
    if (oldPath === undefined || newPath === undefined || status === undefined) skipped.push({ line, text: content });
    else entries.push({ line, oldPath, newPath, status });
  }
  return validateRedirectEntries(entries, skipped);
};
