import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import type { AuditEntry } from '../../domain/audit/audit-entry.js';
import { parseAuditFilter } from '../../domain/audit/audit-filter.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { parseAdminPaging } from '../shared/admin-paging.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import type { AuditTrail } from './audit-trail.port.js';

const single = (raw: string | readonly string[] | undefined): string | undefined => (typeof raw === 'string' ? raw : raw?.[0]);

/**
 * `GET /api/admin/audit?entity=&id=&actor=&from=&to=&page=&pageSize=`: the audit trail, newest first,
 * paged; `entity` and `id` together give one record's history (a product's, an order's).
 */
export const listAuditEntries =
  (deps: { readonly trail: AuditTrail }) =>
  async (params: QueryParams): Promise<Result<Page<AuditEntry>, ApplicationError>> => {
    const filter = parseAuditFilter({
      entity: single(params['entity']),
      id: single(params['id']),
      actor: single(params['actor']),
      from: single(params['from']),
      to: single(params['to']),
    });
    if (!filter.ok) return err(invalidInput(filter.error));
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const { items, total } = await deps.trail.list(filter.value, paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };
