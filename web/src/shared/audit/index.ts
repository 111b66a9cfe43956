export { AUDITED_RECORD_TYPES, entityLabel } from './audit-labels.js';
export { AuditEntryList } from './audit-entry-list.js';
export { AuditPager } from './audit-pager.js';
export { auditViewOf, listAuditEntries, type AuditEntryJson, type AuditListJson, type AuditQuery } from './audit-requests.js';
export { RecordHistory } from './record-history.js';
