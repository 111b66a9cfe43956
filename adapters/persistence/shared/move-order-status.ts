import type { EntityManager } from 'typeorm';
import type { OrderStatus } from '../../../domain/orders/order.js';
import { returnOfferOfCancelledOrder } from './offer-of-cancelled-order.js';

export interface OrderStatusMove {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly changedBy: string;
  readonly note?: string | null;
  /** When the move happened; the database's clock when not given. */
  readonly at?: Date;
}

/**
 * Moves an order from one status to another and writes its history row, in one
 * statement: the guarded UPDATE (`WHERE status = from`) and the row commit together
 * or not at all, so a concurrent move finds nothing to change. A move to 'paid'
 * also sets payment_verified and paid_at. False when the order was not in `from`.
 * (One statement also because an UPDATE alone comes back from TypeORM as [rows, count].)
 *
 * The order's container units follow in the same statement (docs/units.md): cancelled gives
 * every unit it holds back (available), paid settles its reservations (a rent line's units
 * rented out, the others sold: domain/units/unit-status.ts settledStatus). An order without
 * units changes no unit. A cancelled order made from an offer gives the offer back in the same
 * statement (returnOfferOfCancelledOrder says what that means for an offer).
 */
export const moveOrderStatus = async (manager: Pick<EntityManager, 'query'>, orderId: string, move: OrderStatusMove): Promise<boolean> => {
  const changed: unknown[] = await manager.query(
    `WITH moved AS (
       UPDATE orders SET status = $3,
         payment_verified = CASE WHEN $3 = 'paid' THEN true ELSE payment_verified END,
         paid_at = CASE WHEN $3 = 'paid' THEN coalesce($5::timestamptz, now()) ELSE paid_at END
       WHERE id = $1 AND status = $2 RETURNING id, order_number),
     released AS (
       UPDATE units SET status = 'available', order_id = NULL, order_item_id = NULL, updated_at = now()
       WHERE $3 = 'cancelled' AND order_id IN (SELECT id FROM moved) AND status IN ('reserved', 'sold', 'rented-out')
       RETURNING units.id),
     settled AS (
       UPDATE units SET status = CASE WHEN i.selected_condition = 'rent' THEN 'rented-out' ELSE 'sold' END, updated_at = now()
       FROM order_items i
       WHERE $3 = 'paid' AND units.order_id IN (SELECT id FROM moved) AND units.status = 'reserved' AND i.id = units.order_item_id
       RETURNING units.id),${returnOfferOfCancelledOrder('moved')}
     INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by, changed_at, note)
     SELECT id, $2, $3, $4, coalesce($5::timestamptz, now()), $6 FROM moved
     RETURNING order_id`,
    [orderId, move.from, move.to, move.changedBy, move.at?.toISOString() ?? null, move.note ?? null],
  );
  return changed.length === 1;
};
