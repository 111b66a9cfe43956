import type { InvoiceTransactionStore } from '../../../application/invoices/invoice-store.port.js';
import type { DataSource } from 'typeorm';
import type { AdminOrderDetail, AdminOrderStore, AdminOrderSummary, OrderStatusChange, OrderStatusUpdate } from '../../../application/admin-inbox/admin-orders.port.js';
import type { OrderStatus } from '../../../domain/orders/order.js';
import type { OrderCsvLine } from '../../../domain/orders/orders-csv.js';
import type { InvoiceArchive } from '../../../application/invoices/invoice-archive.port.js';
import type { UnitStore } from '../../../application/units/unit-store.port.js';
import type { InTransaction } from '../shared/in-transaction.js';
import { toOrder, ORDER_SELECT, type OrderRow } from '../shared/order-row.mapper.js';
import { moveOrderStatus } from '../shared/move-order-status.js';
import { RENTAL_EXPORT_ROWS } from '../shared/rental-export-rows.js';

interface SummaryRow {
  readonly id: string;
  readonly order_number: string | number;
  readonly status: string;
  readonly payment_method: string;
  readonly payment_verified: boolean;
  readonly customer_name: string | null;
  readonly customer_email: string | null;
  readonly subtotal_cents: number;
  readonly vat_cents: number;
  readonly total_cents: number;
  readonly item_count: string | number;
  readonly created_at: Date;
  readonly paid_at: Date | null;
  readonly total_count?: string | number;
}

const SUMMARY_COLUMNS = `
  o.id, o.order_number, o.status, o.payment_method, o.payment_verified,
  o.shipping_address->>'name' AS customer_name, o.shipping_address->>'email' AS customer_email,
  o.subtotal_cents, o.vat_cents, o.total_cents, o.created_at, o.paid_at,
  (SELECT count(*) FROM order_items i WHERE i.order_id = o.id) AS item_count`;

const toSummary = (row: SummaryRow): AdminOrderSummary => ({
  id: row.id,
  orderNumber: Number(row.order_number),
  status: row.status as OrderStatus,
  paymentMethod: row.payment_method === 'stripe' ? 'stripe' : 'bank_transfer',
  paymentVerified: row.payment_verified,
  customerName: row.customer_name ?? '',
  customerEmail: row.customer_email ?? '',
  subtotal: row.subtotal_cents,
  vat: row.vat_cents,
  total: row.total_cents,
  itemCount: Number(row.item_count),
  createdAt: new Date(row.created_at),
  paidAt: row.paid_at === null ? null : new Date(row.paid_at),
});

interface ExportRow {
  readonly order_number: string | number;
  readonly created_at: Date;
  readonly status: string;
  readonly payment_method: string;
  readonly paid_at: Date | null;
  readonly customer_name: string | null;
  readonly customer_email: string | null;
  readonly product_title: string;
  /** Null for a line of an order made from an offer that is no container. */
  readonly selected_condition: string | null;
  readonly quantity: number;
  readonly unit_price_cents: number;
  readonly transport_type: string;
  readonly transport_price_cents: number;
  readonly line_total_cents: number;
  readonly subtotal_cents: number;
  readonly vat_cents: number;
  readonly total_cents: number;
  readonly customer_kind: string;
  readonly customer_vat_number: string | null;
  readonly vat_category: string;
  readonly vat_rate_percent: string;
  readonly vat_tax_country: string;
  readonly line_vat_cents: number | null;
  readonly offer_number: string | null;
}

const toCsvLine = (row: ExportRow): OrderCsvLine => ({
  orderNumber: Number(row.order_number),
  createdAt: new Date(row.created_at).toISOString(),
  status: row.status,
  paymentMethod: row.payment_method,
  paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  customerName: row.customer_name ?? '',
  customerEmail: row.customer_email ?? '',
  productTitle: row.product_title,
  condition: row.selected_condition ?? '',
  quantity: Number(row.quantity),
  unitPrice: row.unit_price_cents,
  transportType: row.transport_type,
  transportPrice: row.transport_price_cents,
  lineTotal: row.line_total_cents,
  orderSubtotal: row.subtotal_cents,
  orderVat: row.vat_cents,
  orderTotal: row.total_cents,
  customerKind: row.customer_kind,
  customerVatNumber: row.customer_vat_number,
  vatCategory: row.vat_category,
  vatRatePercent: Number(row.vat_rate_percent),
  vatCountry: row.vat_tax_country,
  lineVat: row.line_vat_cents,
  offerNumber: row.offer_number,
});

/** The orders as the admin inbox reads and moves them. */
export class SqlAdminOrders implements AdminOrderStore {
  constructor(
    private readonly dataSource: DataSource,
    /** What an order's detail shows of other features, and the invoices a status change issues in its transaction. */
    private readonly others: {
      readonly documents: Pick<InvoiceArchive, 'documentsOfOrder'>;
      readonly units: Pick<UnitStore, 'unitsOfOrder'>;
      readonly invoicesIn: InTransaction<InvoiceTransactionStore>;
    },
  ) {}

  async list(filter: { status: OrderStatus | null }, page: { offset: number; limit: number }): Promise<{ items: readonly AdminOrderSummary[]; total: number }> {
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS}, count(*) OVER () AS total_count FROM orders o
       WHERE ($1::text IS NULL OR o.status = $1)
       ORDER BY o.created_at DESC, o.order_number DESC LIMIT $2 OFFSET $3`,
      [filter.status, page.limit, page.offset],
    );
    const total = rows[0]?.total_count;
    if (total !== undefined || page.offset === 0) return { items: rows.map(toSummary), total: Number(total ?? 0) };
    // A page past the end has no row to carry the count.
    const [count]: { n: string }[] = await this.dataSource.query(`SELECT count(*) AS n FROM orders WHERE ($1::text IS NULL OR status = $1)`, [filter.status]);
    return { items: [], total: Number(count?.n ?? 0) };
  }

  async find(orderId: string): Promise<AdminOrderDetail | null> {
    const [summary]: SummaryRow[] = await this.dataSource.query(`SELECT ${SUMMARY_COLUMNS} FROM orders o WHERE o.id = $1`, [orderId]);
    const [full]: OrderRow[] = await this.dataSource.query(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
    if (summary === undefined || full === undefined) return null;
    const order = toOrder(full);
    const history: { from_status: string; to_status: string; changed_by: string; changed_at: Date; note: string | null }[] = await this.dataSource.query(
      `SELECT from_status, to_status, changed_by, changed_at, note FROM order_status_changes WHERE order_id = $1 ORDER BY changed_at, id`,
      [orderId],
    );
    const statusHistory: OrderStatusChange[] = history.map((row) => ({
      fromStatus: row.from_status,
      toStatus: row.to_status,
      changedBy: row.changed_by,
      changedAt: new Date(row.changed_at),
      note: row.note,
    }));
    return {
      ...toSummary(summary),
      language: order.language,
      items: order.items,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      structuredCommunication: order.structuredCommunication,
      stripeSessionId: order.stripeSessionId,
      vatDetail: order.vatDetail,
      documents: await this.others.documents.documentsOfOrder(orderId),
      statusHistory,
      units: await this.others.units.unitsOfOrder(orderId),
    };
  }

  changeStatus(orderId: string, update: OrderStatusUpdate, alsoDo?: (invoices: InvoiceTransactionStore) => Promise<void>): Promise<boolean> {
    if (alsoDo === undefined) return moveOrderStatus(this.dataSource.manager, orderId, update);
    return this.dataSource.transaction(async (manager) => {
      if (!(await moveOrderStatus(manager, orderId, update))) return false;
      await alsoDo(this.others.invoicesIn(manager));
      return true;
    });
  }


  async exportLines(range: { from: Date | null; to: Date | null }): Promise<readonly OrderCsvLine[]> {
    const rows: ExportRow[] = await this.dataSource.query(
      `SELECT o.order_number, o.created_at, o.status, o.payment_method, o.paid_at,
         o.shipping_address->>'name' AS customer_name, o.shipping_address->>'email' AS customer_email,
         i.product_title, i.selected_condition, i.quantity, i.unit_price_cents, i.transport_type,
         i.transport_price_cents, i.line_total_cents, o.subtotal_cents, o.vat_cents, o.total_cents,
         o.customer_kind, o.customer_vat_number, i.vat_category, i.vat_rate_percent, i.vat_tax_country, i.vat_cents AS line_vat_cents,
         (SELECT f.number FROM offers f WHERE f.order_id = o.id) AS offer_number,
         o.created_at AS sort_at, i.position AS sort_position, i.id::text AS sort_id
       FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE ($1::timestamptz IS NULL OR o.created_at >= $1::timestamptz)
         AND ($2::timestamptz IS NULL OR o.created_at < $2::timestamptz)
       UNION ALL ${RENTAL_EXPORT_ROWS}
       ORDER BY sort_at, order_number, sort_position, sort_id`,
      [range.from?.toISOString() ?? null, range.to?.toISOString() ?? null],
    );
    return rows.map(toCsvLine);
  }
}
