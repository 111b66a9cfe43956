import type { EntityManager } from 'typeorm';
import type { OrderPlacement, OrderPlacementWrite } from '../../../application/orders/order-placement.port.js';
import type { UnitReservationLine, UnitsShort } from '../../../application/orders/order-repository.port.js';
import { singleVatRate } from '../../../domain/orders/order-vat-rate.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { reserveUnitsForOrder, UnitShortageError } from '../shared/reserve-units.js';
import { insertOrderRow, ORDER_ITEM_COLUMNS, ORDER_PARAMETER_COUNT, orderItemRows, orderItemsJson, orderItemValues, orderParameters } from './order-columns.js';
import { moveOrderStatus } from '../shared/move-order-status.js';
import { drawOrderNumber } from './order-numbers.js';
import { attachPaymentSession } from './order-payment-session.js';

/** The order (no cart) and its items, in one statement: the order's parameters, then its items as JSON. */
const PLACE_ORDER_WITHOUT_CART = `WITH placed AS (${insertOrderRow(1, '(VALUES (1)) AS one', 'NULL::uuid')}
), items AS (
  INSERT INTO order_items (${ORDER_ITEM_COLUMNS})
  SELECT ${orderItemValues('placed', 'item')}
  FROM placed, ${orderItemRows(`$${ORDER_PARAMETER_COUNT + 1}`)}
)
SELECT id FROM placed`;

/** The lines with a product and condition: those of products managed by units reserve them. */
const reservationLines = (write: OrderPlacementWrite): UnitReservationLine[] =>
  write.order.items.flatMap((item) =>
    item.productId === null || item.condition === null
      ? []
      : [{ productId: item.productId, productTitle: item.productTitle, condition: item.condition, quantity: item.quantity }],
  );

/**
 * Orders placed in the caller's transaction (`manager`, or the DataSource's manager for a statement of
 * its own): by an offer's acceptance, next by a delivery or a bank payment. The composition root
 * hands this to those features' persistence, which never imports it. Every statement goes through that transaction's EntityManager (the embedded
 * database runs one transaction at a time). `unitsReserved` is told when units were reserved (the
 * caller tells the stock cache once its transaction committed).
 */
export const sqlOrderPlacement = (manager: EntityManager, mailFrom: string, unitsReserved: () => void): OrderPlacement => ({
  reserveOrder: () => drawOrderNumber(manager),
  placeOrder: async (write: OrderPlacementWrite): Promise<UnitsShort | null> => {
    const { order } = write;
    // Undone to here when the units are short: the caller's locks stay, nothing of the order does.
    await manager.query('SAVEPOINT placed_order');
    await manager.query(PLACE_ORDER_WITHOUT_CART, [
      ...orderParameters({ ...order, accessTokenHash: write.accessTokenHash, userId: null, vatRate: singleVatRate(order.vatDetail) }),
      orderItemsJson(order.items),
    ]);
    try {
      if ((await reserveUnitsForOrder(manager, order.id, reservationLines(write))) > 0) unitsReserved();
    } catch (error) {
      if (!(error instanceof UnitShortageError)) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT placed_order');
      const { productTitle, condition, wanted, left } = error.shortage;
      return { kind: 'units-short', productTitle, condition, wanted, left };
    }
    await writeOutboxEmails(manager, write.emails, mailFrom);
    return null;
  },
  attachCheckoutSession: (orderId, sessionId) => attachPaymentSession(manager, orderId, sessionId),
  cancelPendingOrder: (orderId, changedBy, note) => moveOrderStatus(manager, orderId, { from: 'pending', to: 'cancelled', changedBy, note }),
});
