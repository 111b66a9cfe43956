import type { ApiJson } from '../../../shared/api-types/api-json.js';

export { ORDER_STATUSES, OUTBOX_STATUSES, type OrderStatus, type OutboxStatus } from '../../../../../domain/orders/statuses.js';

/** One page of any admin list: the paging fields every generated list DTO shares (AdminOrderListDto, AdminQuoteListDto, …), with its items. */
export type PageJson<Item> = Omit<ApiJson<'AdminOrderListDto'>, 'items'> & { readonly items: readonly Item[] };

export type AdminOrderSummaryJson = ApiJson<'AdminOrderSummaryDto'>;
export type AdminOrderItemJson = ApiJson<'OrderItemDto'>;
/** The VAT decision kept with an order (GET /api/admin/orders/{id}: vatDetail), as the storefront reads it. */
export type AdminVatDetailJson = ApiJson<'VatDetailDto'>;
/** One row of GET /api/admin/invoices. */
export type InvoiceSummaryJson = ApiJson<'InvoiceSummaryDto'>;
export type AdminOrderDetailJson = ApiJson<'AdminOrderDetailDto'>;
export type AdminQuoteSummaryJson = ApiJson<'AdminQuoteSummaryDto'>;
export type AdminQuoteDetailJson = ApiJson<'AdminQuoteDetailDto'>;
export type AdminMessageSummaryJson = ApiJson<'AdminMessageSummaryDto'>;
/** Its downloadUrl is signed by the server, valid 15 minutes, for a signed-in admin. */
export type AdminAttachmentJson = ApiJson<'AdminAttachmentDto'>;
export type AdminMessageDetailJson = ApiJson<'AdminMessageDetailDto'>;
export type OutboxEntryJson = ApiJson<'OutboxEntryDto'>;
