import type { Language } from '../../../../../domain/shared/language.js';
import type { ApiJson } from '../../../shared/api-types/api-json.js';
import { apiGet, apiSend } from '../../../shared/remote/http.js';
import type { InboxParams } from '../hooks/use-inbox-params.js';
import type {
  AdminMessageDetailJson,
  AdminOrderDetailJson,
  AdminQuoteDetailJson,
  OrderStatus,
} from './inbox-json.js';

const ADMIN = '/api/admin';
const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** The list screen's page and status filter (orders and outbox only; empty for all). */
export type ListQuery = Pick<InboxParams, 'page'> & Partial<Pick<InboxParams, 'status'>>;

export const listOrders = (query: ListQuery, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'AdminOrderListDto'>>(`${ADMIN}/orders`, { ...query, lang }, signal);

/** Invoices and credit notes issued from `from` to `to` (YYYY-MM-DD, both included). */
export const listInvoices = (period: { readonly from: string; readonly to: string }, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'InvoiceListDto'>>(`${ADMIN}/invoices`, { ...period, lang }, signal);

export const getOrder = (id: string, lang: Language, signal?: AbortSignal) => apiGet<AdminOrderDetailJson>(one(`${ADMIN}/orders`, id), { lang }, signal);

/** 409 with a localized message when the move is not allowed from the current status. */
export const changeOrderStatus = (id: string, status: OrderStatus, lang: Language) =>
  apiSend<AdminOrderDetailJson>('POST', `${one(`${ADMIN}/orders`, id)}/status`, { status, lang });

/** The server's CSV download (one line per order item); days are whole UTC days, both ends included. */
export const ordersExportUrl = (range: { readonly from: string; readonly to: string }): string => {
  const search = new URLSearchParams();
  if (range.from !== '') search.set('from', range.from);
  if (range.to !== '') search.set('to', range.to);
  const text = search.toString();
  return `${ADMIN}/orders/export.csv${text === '' ? '' : `?${text}`}`;
};

export const listQuotes = (query: ListQuery, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'AdminQuoteListDto'>>(`${ADMIN}/quotes`, { page: query.page, lang }, signal);

export const getQuote = (id: string, lang: Language, signal?: AbortSignal) => apiGet<AdminQuoteDetailJson>(one(`${ADMIN}/quotes`, id), { lang }, signal);

export const listMessages = (query: ListQuery, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'AdminMessageListDto'>>(`${ADMIN}/inbox/messages`, { page: query.page, lang }, signal);

/** The attachments' download links are signed anew on every read (valid 15 minutes). */
export const getMessage = (id: string, lang: Language, signal?: AbortSignal) =>
  apiGet<AdminMessageDetailJson>(one(`${ADMIN}/inbox/messages`, id), { lang }, signal);

export const listOutbox = (query: ListQuery, lang: Language, signal?: AbortSignal) =>
  apiGet<ApiJson<'OutboxListDto'>>(`${ADMIN}/outbox`, { ...query, lang }, signal);

export const retryOutboxEntry = (id: string, lang: Language) =>
  apiSend<ApiJson<'OutboxRetryDto'>>('POST', `${one(`${ADMIN}/outbox`, id)}/retry`, undefined, { lang });

export const resendInvoice = (number: string, lang: Language) =>
  apiSend<ApiJson<'ResentInvoiceDto'>>('POST', `${one(`${ADMIN}/invoices`, number)}/resend`, undefined, { lang });
