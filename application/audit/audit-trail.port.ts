import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import type { AuditFilter } from '../../domain/audit/audit-filter.js';

/** Reads the audit trail (written by the database itself: adapters/persistence/migrations/0024-audit-trail.ts). */
export interface AuditTrail {
  /** Newest first. */
  list(filter: AuditFilter, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly items: readonly AuditEntry[]; readonly total: number }>;
  /** Oldest first, in batches, without holding the whole period in memory. */
  stream(filter: AuditFilter): AsyncIterable<AuditEntry>;
}
