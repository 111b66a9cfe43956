import type { DataSource, EntityManager } from 'typeorm';
import type { Order } from '../../../domain/orders/order.js';
import type { OrderRepository, OrderWrite, ReservedOrder, UnitsShort } from '../../../application/orders/order-repository.port.js';
import { reservationGroups, reserveUnitsForOrder, UnitShortageError, type ReservationGroup } from '../shared/reserve-units.js';
import { RENT_PREFERENCE } from '../../../domain/units/unit-stock.js';
import { PLACE_ORDER, PLACE_ORDER_RESERVING_RENT_UNITS, PLACE_ORDER_RESERVING_SALE_UNITS } from './place-order-statements.js';
import { unnamedStatements, type PreparedStatements } from '../prepared-statements.js';
import type { PaymentRepository, PaymentTransaction } from '../../../application/payments/payment-repository.port.js';
import { outboxRows, writeOutboxEmails } from '../shared/outbox-writer.js';
import { ORDER_SELECT, toOrder, type OrderRow } from '../shared/order-row.mapper.js';
import { moveOrderStatus } from '../shared/move-order-status.js';
import { orderItemsJson, orderParameters } from './order-columns.js';
import { drawOrderNumber } from './order-numbers.js';
import { attachPaymentSession } from './order-payment-session.js';
import { returnedRows } from '../returned-rows.js';
import { isUuid } from '../uuid.js';
import type { InvoiceTransactionStore } from '../../../application/invoices/invoice-store.port.js';
import type { InTransaction } from '../shared/in-transaction.js';

/** What the order statement reserving units answers (place-order-statements.ts). */
interface PlacedReserving {
  readonly claimed: number;
  readonly placed: number;
  readonly picked: number;
}

/**
 * Orders and payment events in PostgreSQL. Every statement of a transaction
 * goes through that transaction's EntityManager (the embedded database runs
 * one transaction at a time: a statement outside it would wait forever).
 */
export class SqlOrderRepository implements OrderRepository, PaymentRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
    /** The invoices a payment issues inside its transaction (the invoices' persistence, from the composition root). */
    private readonly invoicesIn: InTransaction<InvoiceTransactionStore>,
    /** Told after an order reserved container units (the stock version of this instance is then stale). */
    private readonly unitsReserved: () => void = () => undefined,
    /** How the order statements are sent: named prepared statements on a PostgreSQL server (prepared-statements.ts). */
    private readonly prepared: PreparedStatements = unnamedStatements(dataSource),
  ) {}

  reserveOrder(): Promise<ReservedOrder> {
    return drawOrderNumber(this.dataSource.manager);
  }

  /**
   * The one statement of PLACE_ORDER. With lines of products managed by units: when they are all of
   * one product and condition (the usual cart), the one statement of PLACE_ORDER_RESERVING_SALE_UNITS or _RENT_UNITS;
   * else PLACE_ORDER and the reservation of each product and condition (reserveUnitsForOrder) in one
   * transaction. Either way all or nothing: too few available units of a product and condition and
   * nothing is written.
   */
  async placeOrder(write: OrderWrite): Promise<boolean | UnitsShort> {
    const parameters = this.placeOrderParameters(write);
    if (write.unitLines.length === 0) return (await this.prepared('place-order', PLACE_ORDER, parameters)).length === 1;
    const groups = reservationGroups(write.unitLines);
    const [group] = groups;
    if (groups.length === 1 && group !== undefined) return this.placeReservingOneGroup(write, parameters, group);
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

  /** The order and the reservation of its one product and condition's units, in one autocommit statement. */
  private async placeReservingOneGroup(write: OrderWrite, parameters: unknown[], group: ReservationGroup): Promise<boolean | UnitsShort> {
    // The statement hands the units to the order's lines of this product and condition: they must ask for exactly as many.
    const asked = write.items
      .filter((item) => item.productId === group.productId && item.condition === group.condition)
      .reduce((sum, item) => sum + item.quantity, 0);
    if (asked !== group.wanted) throw new Error(`order ${write.order.id} has lines for ${asked}, not ${group.wanted}, units of product ${group.productId} (${group.condition})`);
    const units = [group.productId, group.condition, group.wanted];
    const [row] =
      group.condition === 'rent'
        ? await this.prepared<PlacedReserving>('place-order-reserving-rent-units', PLACE_ORDER_RESERVING_RENT_UNITS, [...parameters, ...units, RENT_PREFERENCE])
        : await this.prepared<PlacedReserving>('place-order-reserving-sale-units', PLACE_ORDER_RESERVING_SALE_UNITS, [...parameters, ...units]);
    if (row === undefined || row.claimed === 0) return false;
    if (row.placed === 0) return { kind: 'units-short', productTitle: group.productTitle, condition: group.condition, wanted: group.wanted, left: row.picked };
    this.unitsReserved();
    return true;
  }

  private placeOrderParameters({ priced, emptyCart, order, items, emails }: OrderWrite): unknown[] {
    return [order.cartId, priced.cart, priced.catalogue, emptyCart, ...orderParameters(order), orderItemsJson(items), outboxRows(emails, this.mailFrom)];
  }

  async attachCheckoutSession(orderId: string, sessionId: string, cart: { cartId: string; lineIds: readonly string[] }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await attachPaymentSession(manager, orderId, sessionId);
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
      invoices: this.invoicesIn(manager),
    };
  }
}
