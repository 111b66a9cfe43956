import type { DataSource } from 'typeorm';
import { exportAuditEntries } from '../../application/audit/export-audit-entries.use-case.js';
import { listAuditEntries } from '../../application/audit/list-audit-entries.use-case.js';
import { SqlAuditTrail } from '../persistence/audit/sql-audit-trail.js';

/** The audit trail's readers: the admin API's list and history, the CLI's export (docs/audit.md). */
export interface AuditUseCases {
  readonly list: ReturnType<typeof listAuditEntries>;
  readonly export: ReturnType<typeof exportAuditEntries>;
}

export const buildAuditUseCases = (dataSource: DataSource): AuditUseCases => {
  const trail = new SqlAuditTrail(dataSource);
  return { list: listAuditEntries({ trail }), export: exportAuditEntries({ trail }) };
};
