import type { DataSource } from 'typeorm';
import type { AuditTrail } from '../../../application/audit/audit-trail.port.js';
import type { AuditAction, AuditEntry, AuditValues } from '../../../domain/audit/audit-entry.js';
import type { AuditFilter } from '../../../domain/audit/audit-filter.js';
import { containsPattern } from '../like-pattern.js';

interface AuditRow {
  readonly id: string;
  readonly at: Date;
  readonly actor: string;
  readonly action: AuditAction;
  readonly entity: string;
  readonly entity_id: string;
  readonly owner_entity: string | null;
  readonly owner_id: string | null;
  readonly before: AuditValues | null;
  readonly after: AuditValues | null;
  readonly redacted: readonly string[];
}

const COLUMNS = `id::text AS id, at, actor, action, entity, entity_id, owner_entity, owner_id, before, after, redacted`;

/**
 * The filter's conditions on $1..$5 (entity, id, actor pattern, from, to). A record's history is its
 * own rows and the rows it owns (a product's texts and images, an order's lines and status changes).
 */
const WHERE = `
  WHERE ($1::text IS NULL OR entity = $1 OR owner_entity = $1)
    AND ($2::text IS NULL OR ($1::text IS NULL AND (entity_id = $2 OR owner_id = $2))
         OR (entity = $1 AND entity_id = $2) OR (owner_entity = $1 AND owner_id = $2))
    AND ($3::text IS NULL OR actor ILIKE $3)
    AND ($4::timestamptz IS NULL OR at >= $4)
    AND ($5::timestamptz IS NULL OR at < $5)`;

const parameters = (filter: AuditFilter): unknown[] => [
  filter.entity,
  filter.id,
  filter.actor === null ? null : containsPattern(filter.actor),
  filter.from,
  filter.to,
];

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: row.actor,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  owner: row.owner_entity === null || row.owner_id === null ? null : { entity: row.owner_entity, id: row.owner_id },
  before: row.before,
  after: row.after,
  redacted: row.redacted,
});

const STREAM_BATCH = 1_000;

export class SqlAuditTrail implements AuditTrail {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: AuditFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly items: readonly AuditEntry[]; readonly total: number }> {
    const rows: (AuditRow & { total: string })[] = await this.dataSource.query(
      `SELECT ${COLUMNS}, count(*) OVER () AS total FROM audit_log ${WHERE} ORDER BY at DESC, id DESC OFFSET $6 LIMIT $7`,
      [...parameters(filter), page.offset, page.limit],
    );
    const total = rows[0] === undefined ? (page.offset === 0 ? 0 : await this.count(filter)) : Number(rows[0].total);
    return { items: rows.map(toEntry), total };
  }

  async *stream(filter: AuditFilter): AsyncIterable<AuditEntry> {
    let after = '0';
    for (;;) {
      const rows: AuditRow[] = await this.dataSource.query(
        `SELECT ${COLUMNS} FROM audit_log ${WHERE} AND id > $6::bigint ORDER BY id LIMIT $7`,
        [...parameters(filter), after, STREAM_BATCH],
      );
      for (const row of rows) yield toEntry(row);
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < STREAM_BATCH) return;
      after = last.id;
    }
  }

  private async count(filter: AuditFilter): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log ${WHERE}`, parameters(filter))) as { total: number }[];
    return row?.total ?? 0;
  }
}
