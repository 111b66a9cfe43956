import type { PaymentMethod } from './order.js';
import type { OrderStatus } from './statuses.js';

/** The moves an admin may make; everything else is refused (409). */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export type TransitionCheck = 'allowed' | 'not-allowed' | 'not-bank-transfer';

/** pending → paid only for bank transfers (Stripe orders are marked paid by the verified webhook). */
export const checkOrderTransition = (from: OrderStatus, to: OrderStatus, paymentMethod: PaymentMethod): TransitionCheck => {
  if (!NEXT[from].includes(to)) return 'not-allowed';
  if (from === 'pending' && to === 'paid' && paymentMethod !== 'bank_transfer') return 'not-bank-transfer';
  return 'allowed';
};
