import {
  validateRedirectEntries,
  type RedirectImportEntry,
  type RedirectImportResult,
  type SkippedRedirectLine,
} from './redirect-import.js';
import { meaningfulLines, parseRedirectLines } from './redirect-lines.js';

/** Splits one CSV line into cells; double quotes may wrap a cell and `""` is a quote inside it. */
export const splitCsvLine = (line: string): readonly string[] => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
};

const HEADER_FIRST_CELLS = new Set(['old_path', 'oldpath', 'old path', 'old', 'from', 'source']);

/**
 * `old_path,new_path,status` with an optional header line. A missing or empty
 * status is 301; a line with fewer than two cells is skipped and reported;
 * an empty path cell is an error.
 */
export const parseRedirectCsv = (text: string): RedirectImportResult => {
  const entries: RedirectImportEntry[] = [];
  const skipped: SkippedRedirectLine[] = [];
  meaningfulLines(text).forEach(({ line, text: content }, position) => {
    const [oldPath, newPath, status] = splitCsvLine(content);
    if (position === 0 && HEADER_FIRST_CELLS.has((oldPath ?? '').toLowerCase())) return;
    if (oldPath === undefined || newPath === undefined) skipped.push({ line, text: content });
    else entries.push({ line, oldPath, newPath, status: status ?? '' });
  });
  return validateRedirectEntries(entries, skipped);
};

export type RedirectImportFormat = 'lines' | 'csv';

/** CSV when the first meaningful line has a comma and no whitespace-separated path pair. */
export const detectRedirectImportFormat = (text: string): RedirectImportFormat => {
  const first = meaningfulLines(text)[0]?.text ?? '';
  return first.includes(',') && first.split(/\s+/).length < 3 ? 'csv' : 'lines';
};

/** Parses a file the CLI was given, in whichever of the two formats it is written. */
export const parseRedirectImport = (text: string, format?: RedirectImportFormat): RedirectImportResult =>
  (format ?? detectRedirectImportFormat(text)) === 'csv' ? parseRedirectCsv(text) : parseRedirectLines(text);
