import type { DataSource, EntityManager } from 'typeorm';
import type { Order, OrderLine } from '../../../application/orders/order.js';
import type { OrderRepository, OrderWrite, ReservedOrder, UnitsShort } from '../../../application/orders/order-repository.port.js';
import { reserveUnitsForOrder, UnitShortageError } from '../units/reserve-units.js';
import type { PaymentRepository, PaymentTransaction } from '../../../application/payments/payment-repository.port.js';
import { insertOutboxEmails, outboxRows, writeOutboxEmails } from '../email/outbox-writer.js';
import { ORDER_SELECT, toOrder, type OrderRow } from './order-row.mapper.js';
import { moveOrderStatus } from './move-order-status.js';
import { returnedRows } from '../returned-rows.js';
import { isUuid } from '../admin-content/uuid.js';
import { sqlInvoiceTransactionStore } from '../invoices/sql-invoice-transaction-store.js';

/**
 * Places an order in one autocommit statement, all or nothing. `claimed` locks the cart if it is
 * still at the versions it was priced at (migration 0018 bumps the cart's version on every change
 * of its lines; the catalogue version covers products and transport): a concurrent change of the
 * cart makes the lock wait and the version check fail. Every write reads from `claimed` (the order)
 * or from `placed` (its items and emails), so none happens without the claim: what the visitor
 * priced is what is ordered. The items and emails come as JSON arrays in position order.
 */
const PLACE_ORDER = `
WITH claimed AS (
  SELECT c.id FROM carts c
  WHERE c.id = $1 AND c.version = $2::bigint
    AND (SELECT v.version FROM cache_versions v WHERE v.name = 'catalogue') = $3::bigint
  FOR UPDATE OF c
), emptied AS (
  DELETE FROM cart_items WHERE $4::boolean AND cart_id = (SELECT id FROM claimed)
), placed AS (
  INSERT INTO orders (id, order_number, access_token_hash, user_id, subtotal_cents, vat_cents, total_cents, vat_rate, status,
    payment_method, structured_communication, shipping_address, billing_address, language, cart_id, vat_detail, customer_kind,
    customer_vat_number)
  SELECT $5::uuid, $6::bigint, $7::text, $8::uuid, $9::integer, $10::integer, $11::integer, $12::numeric, 'pending', $13::text,
    $14::text, $15::jsonb, $16::jsonb, $17::text, claimed.id, $18::jsonb, $19::text, $20::text
  FROM claimed
  RETURNING id
), items AS (
  INSERT INTO order_items (order_id, position, product_id, product_title, quantity, unit_price_cents, transport_price_cents,
    line_total_cents, selected_condition, transport_type, color_type, ral_color, transport_country, transport_postcode,
    vat_category, vat_rate_percent, vat_tax_country, vat_rule, vat_cents)
  SELECT placed.id, item.position, item.product_id, item.product_title, item.quantity, item.unit_price_cents, item.transport_price_cents,
    item.line_total_cents, item.selected_condition, item.transport_type, item.color_type, item.ral_color, item.transport_country,
    item.transport_postcode, item.vat_category, item.vat_rate_percent, item.vat_tax_country, item.vat_rule, item.vat_cents
  FROM placed, jsonb_to_recordset($21::jsonb) AS item(position integer, product_id uuid, product_title text, quantity integer,
    unit_price_cents integer, transport_price_cents integer, line_total_cents integer, selected_condition text, transport_type text,
    color_type text, ral_color text, transport_country text, transport_postcode text, vat_category text, vat_rate_percent numeric,
    vat_tax_country text, vat_rule text, vat_cents integer)
), emails AS (${insertOutboxEmails('$22', 'placed')}
)
SELECT id FROM placed`;

const itemColumns = (item: OrderLine, position: number): Record<string, unknown> => ({
  position,
  product_id: item.productId,
  product_title: item.productTitle,
  quantity: item.quantity,
  unit_price_cents: item.unitPrice,
  transport_price_cents: item.transportPrice,
  line_total_cents: item.lineTotal,
  selected_condition: item.condition,
  transport_type: item.transportType,
  color_type: item.colorType,
  ral_color: item.ralColor,
  transport_country: item.transportCountry,
  transport_postcode: item.transportPostcode,
  vat_category: item.vat.category,
  vat_rate_percent: item.vat.ratePercent,
  vat_tax_country: item.vat.taxCountry,
  vat_rule: item.vat.rule,
  vat_cents: item.vat.amount,
});

/**
 * Orders and payment events in PostgreSQL. Every statement of a transaction
 * goes through that transaction's EntityManager (the embedded database runs
 * one transaction at a time: a statement outside it would wait forever).
 */
export class SqlOrderRepository implements OrderRepository, PaymentRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
    /** Told after an order reserved container units (the stock version of this instance is then stale). */
    private readonly unitsReserved: () => void = () => undefined,
  ) {}

  async reserveOrder(): Promise<ReservedOrder> {
    const [row]: { id: string; order_number: string }[] = await this.dataSource.query(
      `SELECT gen_random_uuid()::text AS id, nextval('order_number_seq')::text AS order_number`,
    );
    if (row === undefined) throw new Error('no order number was drawn');
    return { id: row.id, orderNumber: Number(row.order_number) };
  }

  /**
   * The one statement of PLACE_ORDER; with lines of products managed by units, that statement and
   * the reservation of their units (reserveUnitsForOrder) in one transaction, rolled back whole when
   * a product and condition has too few available units.
   */
  async placeOrder(write: OrderWrite): Promise<boolean | UnitsShort> {
    const parameters = this.placeOrderParameters(write);
    if (write.unitLines.length === 0) return ((await this.dataSource.query(PLACE_ORDER, parameters)) as unknown[]).length === 1;
    try {
      const placed = await this.dataSource.transaction(async (manager) => {
        const rows: unknown[] = await manager.query(PLACE_ORDER, parameters);
        if (rows.length !== 1) return false;
        await reserveUnitsForOrder(manager, write.order.id, write.unitLines);
        return true;
      });
      if (placed) this.unitsReserved();
      return placed;
    } catch (error) {
      if (!(error instanceof UnitShortageError)) throw error;
      const { productTitle, condition, wanted, left } = error.shortage;
      return { kind: 'units-short', productTitle, condition, wanted, left };
    }
  }

  private placeOrderParameters({ priced, emptyCart, order, items, emails }: OrderWrite): unknown[] {
    return [
      order.cartId,
      priced.cart,
      priced.catalogue,
      emptyCart,
      order.id,
      order.orderNumber,
      order.accessTokenHash,
      order.userId,
      order.subtotal,
      order.vat,
      order.total,
      order.vatRate,
      order.paymentMethod,
      order.structuredCommunication,
      JSON.stringify(order.shippingAddress),
      order.billingAddress === null ? null : JSON.stringify(order.billingAddress),
      order.language,
      JSON.stringify(order.vatDetail),
      order.vatDetail.customerKind,
      order.vatDetail.vatNumber,
      JSON.stringify(items.map(itemColumns)),
      outboxRows(emails, this.mailFrom),
    ];
  }

  async attachCheckoutSession(orderId: string, sessionId: string, cart: { cartId: string; lineIds: readonly string[] }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE orders SET stripe_session_id = $2 WHERE id = $1 AND status = 'pending'`, [orderId, sessionId]);
      await manager.query(`DELETE FROM cart_items WHERE cart_id = $1 AND id = ANY($2::uuid[])`, [cart.cartId, [...cart.lineIds]]);
    });
  }

  cancelPendingOrder(orderId: string, changedBy: string): Promise<boolean> {
    return moveOrderStatus(this.dataSource.manager, orderId, { from: 'pending', to: 'cancelled', changedBy });
  }

  async findById(orderId: string): Promise<{ order: Order; accessTokenHash: string; placedAt: Date } | null> {
    const [row]: OrderRow[] = await this.dataSource.query(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
    return row === undefined ? null : { order: toOrder(row), accessTokenHash: row.access_token_hash, placedAt: new Date(row.created_at) };
  }

  async findBySessionId(sessionId: string): Promise<{ order: Order; placedAt: Date } | null> {
    const [row]: OrderRow[] = await this.dataSource.query(`${ORDER_SELECT} WHERE o.stripe_session_id = $1`, [sessionId]);
    return row === undefined ? null : { order: toOrder(row), placedAt: new Date(row.created_at) };
  }

  paymentTransaction<T>(work: (tx: PaymentTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(this.paymentTx(manager)));
  }

  private paymentTx(manager: EntityManager): PaymentTransaction {
    return {
      recordEvent: async (eventId, type, sessionId) => {
        // Lock the order before the event row references it: the insert's foreign-key check takes a share lock on
        // the order, so two different events of one session (completed + async_payment_succeeded) arriving at once
        // would each hold that share lock while waiting for FOR UPDATE, and PostgreSQL would abort one as a deadlock.
        if (sessionId !== null) await manager.query(`SELECT id FROM orders WHERE stripe_session_id = $1 FOR UPDATE`, [sessionId]);
        const rows: unknown[] = await manager.query(
          `INSERT INTO payment_events (event_id, type, order_id)
           VALUES ($1, $2, (SELECT id FROM orders WHERE stripe_session_id = $3))
           ON CONFLICT (event_id) DO NOTHING
           RETURNING event_id`,
          [eventId, type, sessionId],
        );
        return rows.length === 1;
      },
      lockOrderOfSession: async (sessionId, orderId) => {
        const locked: unknown[] = await manager.query(`SELECT id FROM orders WHERE stripe_session_id = $1 FOR UPDATE`, [sessionId]);
        if (locked.length === 0 && (orderId === null || !isUuid(orderId))) return null;
        if (locked.length === 0) {
          // The row lock of the UPDATE holds until the transaction ends, as FOR UPDATE would.
          const attached = returnedRows<{ id: string }>(
            await manager.query(
              `UPDATE orders SET stripe_session_id = $2 WHERE id = $1 AND stripe_session_id IS NULL AND payment_method = 'stripe' RETURNING id`,
              [orderId, sessionId],
            ),
          );
          if (attached.length === 0) return null;
        }
        const [row]: OrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.stripe_session_id = $1`, [sessionId]);
        return row === undefined ? null : toOrder(row);
      },
      markPaid: (orderId, changedBy) => moveOrderStatus(manager, orderId, { from: 'pending', to: 'paid', changedBy }),
      cancelPending: (orderId, changedBy) => moveOrderStatus(manager, orderId, { from: 'pending', to: 'cancelled', changedBy }),
      enqueueEmails: (emails) => writeOutboxEmails(manager, emails, this.mailFrom),
      invoices: sqlInvoiceTransactionStore(manager, writeOutboxEmails, this.mailFrom),
    };
  }
}
