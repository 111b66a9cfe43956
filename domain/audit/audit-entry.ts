/** What the audit trail records of one row written by an admin (docs/audit.md). */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Recorded values are JSON: the row's columns as PostgreSQL's to_jsonb gives them. */
export type AuditValues = Readonly<Record<string, unknown>>;

export interface AuditEntry {
  /** Increasing in the order the records were written. */
  readonly id: string;
  /** The time of the transaction that made the change. */
  readonly at: Date;
  /** The admin's email address, or `cli:{user}` for the operators' CLI. */
  readonly actor: string;
  readonly action: AuditAction;
  /** The table written (`products`, `product_translations`, `orders` …). */
  readonly entity: string;
  /** The row's primary key (several columns joined by `/`). */
  readonly entityId: string;
  /** The record the row belongs to (a translation's product, an order line's order), if any. */
  readonly owner: { readonly entity: string; readonly id: string } | null;
  /** The changed fields before the change (the whole row for a delete); null for an insert. */
  readonly before: AuditValues | null;
  /** The changed fields after the change (the whole row for an insert); null for a delete. */
  readonly after: AuditValues | null;
  /** Secret fields (password and token hashes) that changed: named, their values never recorded. */
  readonly redacted: readonly string[];
}

/** The value the erasure of a person's data leaves in their place (GDPR art. 17, docs/privacy.md). */
export const ERASED_VALUE = '[erased]';
