import type { Listing, PageWindow } from './admin-inquiries.port.js';

import type { OutboxStatus } from '../../domain/orders/statuses.js';

export { OUTBOX_STATUSES, type OutboxStatus } from '../../domain/orders/statuses.js';

export interface OutboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly usingFallback: boolean;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date;
  readonly sentAt: Date | null;
}

/** The outbox as the admin sees it. */
export interface AdminOutboxStore {
  /** Newest first. */
  list(status: OutboxStatus | null, page: PageWindow): Promise<Listing<OutboxEntry>>;
  /** Status of the row, or null when there is none. */
  statusOf(id: string): Promise<OutboxStatus | null>;
  /** dead → pending, due at `now`, attempts counted afresh; false when the row is not dead (nothing written). */
  requeueDead(id: string, now: Date): Promise<boolean>;
}
