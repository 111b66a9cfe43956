import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import { ADMIN_INBOX_MESSAGES } from './admin-inbox-messages.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';
import { OUTBOX_STATUSES, type AdminOutboxStore, type OutboxEntry, type OutboxStatus } from './admin-outbox.port.js';

export interface OutboxDeps {
  readonly outbox: AdminOutboxStore;
  readonly now: () => Date;
}

const isOutboxStatus = (value: string): value is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(value);

/** `GET /api/admin/outbox?status=&page=`: newest first. */
export const listOutbox =
  (deps: OutboxDeps) =>
  async (params: QueryParams): Promise<Result<Page<OutboxEntry>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const raw = params['status'];
    const statusText = ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();
    if (statusText !== '' && !isOutboxStatus(statusText)) return err(invalidInput([{ field: 'status', message: ADMIN_INBOX_MESSAGES.invalidStatus }]));
    const { items, total } = await deps.outbox.list(statusText === '' ? null : (statusText as OutboxStatus), paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };

/** `POST /api/admin/outbox/{id}/retry`: a dead email goes back to pending, due now; any other status 409. */
export const retryOutboxEmail =
  (deps: OutboxDeps) =>
  async (id: string): Promise<Result<{ readonly id: string; readonly status: 'pending' }, ApplicationError>> => {
    if (!isRecordId(id)) return err(notFound(ADMIN_INBOX_MESSAGES.emailNotFound));
    if (await deps.outbox.requeueDead(id, deps.now())) return ok({ id, status: 'pending' });
    const status = await deps.outbox.statusOf(id);
    return err(status === null ? notFound(ADMIN_INBOX_MESSAGES.emailNotFound) : conflict(ADMIN_INBOX_MESSAGES.onlyDeadRetried));
  };
