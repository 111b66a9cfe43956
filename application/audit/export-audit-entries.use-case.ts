import { auditExportRecord, auditExportStart, type AuditExportFormat } from '../../domain/audit/audit-export.js';
import { parseAuditFilter, type AuditFilterInput } from '../../domain/audit/audit-filter.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { AuditTrail } from './audit-trail.port.js';

/**
 * `audit export --from --to [--format csv|jsonl]`: the records of a period, oldest first, as text
 * chunks for a file or stdout (the first chunk opens the file: the CSV header). Checked before
 * anything is read; a bad bound is an error naming it.
 */
export const exportAuditEntries =
  (deps: { readonly trail: AuditTrail }) =>
  (input: AuditFilterInput, format: AuditExportFormat): Result<AsyncIterable<string>, ApplicationError> => {
    const filter = parseAuditFilter(input);
    if (!filter.ok) return err(invalidInput(filter.error));
    const trail = deps.trail;
    return ok(
      (async function* chunks(): AsyncGenerator<string> {
        const start = auditExportStart(format);
        if (start !== '') yield start;
        for await (const entry of trail.stream(filter.value)) yield auditExportRecord(format, entry);
      })(),
    );
  };
