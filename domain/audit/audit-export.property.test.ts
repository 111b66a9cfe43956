import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { AUDIT_ACTIONS, type AuditEntry } from './audit-entry.js';
import { AUDIT_CSV_COLUMNS, auditCsvHeader, auditCsvRecord, auditJsonLine } from './audit-export.js';

/** Text with what CSV must escape: quotes, commas, line breaks, formula starts. */
const anyNastyText = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '"', ',', '\n', '\r', '=', '+', '-', '@', 'é', '€'), maxLength: 20 });
const anyFieldName = fc.stringMatching(/^[a-z][a-z_]{0,15}$/);
const anyValues = fc.option(fc.dictionary(anyFieldName, fc.oneof(anyNastyText, fc.integer(), fc.boolean(), fc.constant(null))), { nil: null });

const anyAuditEntry: fc.Arbitrary<AuditEntry> = fc.record({
  id: fc.bigInt({ min: 1n, max: 2n ** 62n }).map(String),
  at: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
  actor: fc.oneof(fc.emailAddress(), anyNastyText.map((text) => `cli:${text}`)),
  action: fc.constantFrom(...AUDIT_ACTIONS),
  entity: anyFieldName,
  entityId: fc.oneof(fc.uuid(), anyNastyText),
  owner: fc.option(fc.record({ entity: anyFieldName, id: fc.uuid() }), { nil: null }),
  before: anyValues,
  after: anyValues,
  redacted: fc.array(anyFieldName, { maxLength: 3 }),
});

describe('the audit export', () => {
  it('JSON Lines: one line per entry that reads back to the entry', () => {
    fc.assert(
      fc.property(anyAuditEntry, (entry) => {
        const line = auditJsonLine(entry);
        expect(line.endsWith('\n') && !line.slice(0, -1).includes('\n')).toBe(true);
        const read = JSON.parse(line) as Record<string, unknown>;
        expect(read).toEqual({
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
          redacted: entry.redacted,
        });
      }),
    );
  });

  it('CSV: a record per entry with every column, before and after reading back as JSON', () => {
    fc.assert(
      fc.property(fc.array(anyAuditEntry, { maxLength: 5 }), (entries) => {
        const rows = parse(auditCsvHeader() + entries.map(auditCsvRecord).join('')) as string[][];
        expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
        expect(rows).toHaveLength(entries.length + 1);
        entries.forEach((entry, index) => {
          const row = rows[index + 1] ?? [];
          expect(row).toHaveLength(AUDIT_CSV_COLUMNS.length);
          expect([row[0], row[1], row[3]]).toEqual([entry.id, entry.at.toISOString(), entry.action]);
          expect(row[8] === '' ? null : JSON.parse(row[8] ?? '')).toEqual(entry.before);
          expect(row[9] === '' ? null : JSON.parse(row[9] ?? '')).toEqual(entry.after);
        });
      }),
    );
  });
});
