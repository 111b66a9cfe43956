import type { EntityManager } from 'typeorm';
import type { ReservedOrder } from '../../../application/orders/order-repository.port.js';

/** A new order id and the next order number, drawn before the order is written (a number never used is a gap). */
export const drawOrderNumber = async (manager: Pick<EntityManager, 'query'>): Promise<ReservedOrder> => {
  const [row]: { id: string; order_number: string }[] = await manager.query(`SELECT gen_random_uuid()::text AS id, nextval('order_number_seq')::text AS order_number`);
  if (row === undefined) throw new Error('no order number was drawn');
  return { id: row.id, orderNumber: Number(row.order_number) };
};
