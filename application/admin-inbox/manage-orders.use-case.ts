import type { InvoiceTransactionStore } from '../invoices/invoice-store.port.js';
import type { DocumentIssuing } from '../invoices/document-issuing.port.js';
import type { QueryParams } from '../../domain/catalogue/listing-query.js';
import { ordersToCsv } from '../../domain/orders/orders-csv.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { belgianDayStart } from '../../domain/shared/belgian-day.js';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/orders/order.js';
import { conflict, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { Page } from '../shared/paging.js';
import { ADMIN_INBOX_MESSAGES, transitionRefused } from './admin-inbox-messages.js';
import type { AdminOrderDetail, AdminOrderStore, AdminOrderSummary } from './admin-orders.port.js';
import { isRecordId, parseAdminPaging } from '../shared/admin-paging.js';
import { checkOrderTransition } from '../../domain/orders/order-status-transitions.js';
import { NO_METRICS, type Metrics } from '../shared/metrics.port.js';

export interface AdminOrderDeps {
  readonly orders: AdminOrderStore;
  readonly now: () => Date;
  readonly invoicing: DocumentIssuing;
  /** Counts orders marked paid and the documents issued, once committed. */
  readonly metrics?: Metrics;
}

/** Statuses an invoiced order can be in: cancelling it from one of them issues the credit note. */
const INVOICED: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'shipped', 'completed']);

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const single = (raw: string | readonly string[] | undefined): string => ((typeof raw === 'string' ? raw : raw?.[0]) ?? '').trim();

/** `GET /api/admin/orders?status=&page=&pageSize=`: newest first. */
export const listAdminOrders =
  (deps: AdminOrderDeps) =>
  async (params: QueryParams): Promise<Result<Page<AdminOrderSummary>, ApplicationError>> => {
    const paging = parseAdminPaging(params);
    if (!paging.ok) return paging;
    const statusText = single(params['status']);
    if (statusText !== '' && !isOrderStatus(statusText)) return err(invalidInput([{ field: 'status', message: ADMIN_INBOX_MESSAGES.invalidStatus }]));
    const status = statusText === '' ? null : (statusText as OrderStatus);
    const { items, total } = await deps.orders.list({ status }, paging.value);
    return ok({ items, total, page: paging.value.page, pageSize: paging.value.pageSize });
  };

export const getAdminOrder =
  (deps: AdminOrderDeps) =>
  async (orderId: string): Promise<Result<AdminOrderDetail, ApplicationError>> => {
    const order = isRecordId(orderId) ? await deps.orders.find(orderId) : null;
    return order === null ? err(notFound(ADMIN_INBOX_MESSAGES.orderNotFound)) : ok(order);
  };

export interface StatusChangeRequest {
  readonly status: OrderStatus;
  readonly note: string | null;
  /** The signed-in admin's email, recorded as changed_by. */
  readonly changedBy: string;
}

/** `POST /api/admin/orders/{id}/status`: an allowed move, recorded with who and when. */
export const changeAdminOrderStatus =
  (deps: AdminOrderDeps) =>
  async (orderId: string, request: StatusChangeRequest): Promise<Result<AdminOrderDetail, ApplicationError>> => {
    const current = isRecordId(orderId) ? await deps.orders.find(orderId) : null;
    if (current === null) return err(notFound(ADMIN_INBOX_MESSAGES.orderNotFound));
    const check = checkOrderTransition(current.status, request.status, current.paymentMethod);
    if (check !== 'allowed') return err(conflict(transitionRefused(current.status, request.status, check)));
    // The invoice of a bank transfer marked paid, or the credit note of a cancelled invoiced order, in the status change's transaction.
    const issued: { kind: 'invoice' | 'credit_note' | null } = { kind: null };
    const documents = async (invoices: InvoiceTransactionStore): Promise<void> => {
      issued.kind = null;
      if (request.status === 'paid' && (await deps.invoicing.invoice(invoices, orderId)) !== null) issued.kind = 'invoice';
      if (request.status === 'cancelled' && INVOICED.has(current.status) && (await deps.invoicing.creditNote(invoices, orderId)) !== null) issued.kind = 'credit_note';
    };
    const changed = await deps.orders.changeStatus(
      orderId,
      { from: current.status, to: request.status, changedBy: request.changedBy, note: request.note, at: deps.now() },
      documents,
    );
    if (!changed) return err(conflict(ADMIN_INBOX_MESSAGES.statusChangedMeanwhile));
    const metrics = deps.metrics ?? NO_METRICS;
    if (request.status === 'paid') metrics.count('shop_orders_paid_total', { via: 'admin' });
    if (issued.kind !== null) metrics.count('shop_invoices_issued_total', { kind: issued.kind });
    const updated = await deps.orders.find(orderId);
    return updated === null ? err(notFound(ADMIN_INBOX_MESSAGES.orderNotFound)) : ok(updated);
  };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar day after a valid `YYYY-MM-DD`. */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * A date (a whole Belgian day, as invoices and the OSS return count them: `to` includes it) or an
 * ISO timestamp; null when absent, undefined when malformed.
 */
const parseBound = (text: string, end: boolean): Date | null | undefined => {
  if (text === '') return null;
  if (DATE_ONLY.test(text)) {
    const utc = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== text) return undefined;
    return belgianDayStart(end ? nextDay(text) : text);
  }
  if (!ISO_TIME.test(text)) return undefined;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
};

/** `GET /api/admin/orders/export.csv?from=&to=`: one line per order item, oldest order first. */
export const exportAdminOrders =
  (deps: AdminOrderDeps) =>
  async (params: QueryParams): Promise<Result<string, ApplicationError>> => {
    const from = parseBound(single(params['from']), false);
    const to = parseBound(single(params['to']), true);
    const errors = [
      ...(from === undefined ? [{ field: 'from', message: ADMIN_INBOX_MESSAGES.invalidDate }] : []),
      ...(to === undefined ? [{ field: 'to', message: ADMIN_INBOX_MESSAGES.invalidDate }] : []),
    ];
    if (errors.length > 0 || from === undefined || to === undefined) return err(invalidInput(errors));
    if (from !== null && to !== null && to.getTime() <= from.getTime()) return err(invalidInput([{ field: 'to', message: ADMIN_INBOX_MESSAGES.rangeReversed }]));
    return ok(ordersToCsv(await deps.orders.exportLines({ from, to })));
  };
