import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { createProgress } from './progress.js';

export interface CsvRecord {
  /** Line of the record in the file; the header is line 1. */
  readonly line: number;
  readonly fields: Readonly<Record<string, string>>;
}

export interface CsvFile {
  readonly header: readonly string[];
  readonly records: readonly CsvRecord[];
}

/**
 * Streams a CSV file with a header line into numbered records (csv-parse),
 * so a large file never sits in memory as one string. A record with the
 * wrong number of fields is kept (with the fields it has) for the
 * validator to report by line.
 */
export const readCsvFile = async (path: string, label: string): Promise<CsvFile> => {
  let header: string[] = [];
  const records: CsvRecord[] = [];
  const progress = createProgress(label, null);
  const parser = createReadStream(path).pipe(
    parse({
      bom: true,
      columns: (names: string[]) => {
        header = names;
        return names.map((name) => name.trim());
      },
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    records.push({ line: item.info.lines, fields: item.record });
    progress.tick(records.length);
  }
  progress.finish();
  return { header, records };
};
