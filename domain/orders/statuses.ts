/** The order statuses, in workflow order. */
export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The email outbox statuses (`dead`: failed for good, may be retried by an admin). */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
