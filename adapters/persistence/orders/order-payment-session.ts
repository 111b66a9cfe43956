import type { EntityManager } from 'typeorm';

/** Stores the payment session of a pending order (a cart's or an offer's); an order no longer pending keeps none. */
export const attachPaymentSession = async (manager: Pick<EntityManager, 'query'>, orderId: string, sessionId: string): Promise<void> => {
  await manager.query(`UPDATE orders SET stripe_session_id = $2 WHERE id = $1 AND status = 'pending'`, [orderId, sessionId]);
};
