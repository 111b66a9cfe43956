import { csvText } from '../orders/orders-csv.js';
import type { AuditEntry } from './audit-entry.js';

/** The audit export's formats (`audit export --format`): CSV (RFC 4180, CRLF) or JSON Lines. */
export const AUDIT_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actor', 'action', 'entity', 'entity_id', 'owner_entity', 'owner_id', 'before', 'after', 'redacted'] as const;

/** One entry as plain JSON: the same fields in both formats (before/after as JSON objects, or null). */
export const auditEntryJson = (entry: AuditEntry) => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: entry.actor,
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId,
  ownerEntity: entry.owner?.entity ?? null,
  ownerId: entry.owner?.id ?? null,
  before: entry.before,
  after: entry.after,
  redacted: [...entry.redacted],
});

const json = (value: unknown): string => (value === null ? '' : JSON.stringify(value));

/** The first line of a CSV export. */
export const auditCsvHeader = (): string => `${AUDIT_CSV_COLUMNS.join(',')}\r\n`;

/** One CSV record (CRLF-terminated): before and after as JSON text, the redacted fields joined by spaces. */
export const auditCsvRecord = (entry: AuditEntry): string =>
  `${[
    entry.id,
    entry.at.toISOString(),
    csvText(entry.actor),
    entry.action,
    csvText(entry.entity),
    csvText(entry.entityId),
    csvText(entry.owner?.entity ?? ''),
    csvText(entry.owner?.id ?? ''),
    csvText(json(entry.before)),
    csvText(json(entry.after)),
    csvText(entry.redacted.join(' ')),
  ].join(',')}\r\n`;

/** One JSON Lines record. */
export const auditJsonLine = (entry: AuditEntry): string => `${JSON.stringify(auditEntryJson(entry))}\n`;

/** The text that opens an export in a format (the CSV header; nothing for JSON Lines). */
export const auditExportStart = (format: AuditExportFormat): string => (format === 'csv' ? auditCsvHeader() : '');

export const auditExportRecord = (format: AuditExportFormat, entry: AuditEntry): string => (format === 'csv' ? auditCsvRecord(entry) : auditJsonLine(entry));
