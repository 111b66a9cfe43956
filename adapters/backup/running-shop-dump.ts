import { join } from 'node:path';

/**
 * How `db backup` asks a running embedded shop for a copy of its database (docs/operations.md,
 * "Backups"): a Unix socket in a folder of DATA_DIR that only the shop's user may enter, never a
 * network port. The CLI writes `DUMP_REQUEST`; the shop answers one JSON line (a `DumpHeader`),
 * then, when it is `ok`, exactly `bytes` bytes of PGlite's `dumpDataDir` tarball.
 */
export const DUMP_REQUEST = 'dump-data-dir\n';

/** The folder (mode 0700) holding the socket; not one of the data folders a backup archives. */
export const operatorFolder = (dataDir: string): string => join(dataDir, 'operator');

export const dumpSocketPath = (dataDir: string): string => join(operatorFolder(dataDir), 'dump.sock');

export type DumpHeader = { readonly ok: true; readonly bytes: number } | { readonly ok: false; readonly error: string };

/** The longest header line either side accepts. */
export const MAX_HEADER_BYTES = 4_096;

export const formatDumpHeader = (header: DumpHeader): string => `${JSON.stringify(header)}\n`;

/** The header line as sent (without its newline), or null when it is not one. */
export const parseDumpHeader = (line: string): DumpHeader | null => {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const bytes = fields['bytes'];
  const error = fields['error'];
  if (fields['ok'] === true && typeof bytes === 'number' && Number.isSafeInteger(bytes) && bytes >= 0) return { ok: true, bytes };
  if (fields['ok'] === false && typeof error === 'string') return { ok: false, error };
  return null;
};
