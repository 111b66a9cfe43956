import type { EmailAttachmentRef, EmailContent } from './outgoing-email.js';

/** One outbox row claimed for sending; `attempts` already counts the attempt now being made. */
export interface ClaimedEmail {
  readonly id: string;
  readonly to: string;
  readonly from: string;
  readonly replyTo: string | null;
  readonly content: EmailContent;
  readonly fallback: EmailContent | null;
  /** The main message failed permanently; the fallback is what is sent now. */
  readonly usingFallback: boolean;
  readonly attempts: number;
  /** Files to make and attach now (an invoice's PDF and UBL). */
  readonly attachments: readonly EmailAttachmentRef[];
}

/** The email outbox as the delivery worker sees it. */
export interface OutboxStore {
  /**
   * Claims up to `limit` rows that are due at `now` (pending, or left 'sending'
   * past their lease by a crashed worker) and leases them until `now + leaseMs`,
   * so two workers never hold the same row. Counts the attempt.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedEmail[]>;
  markSent(id: string, now: Date): Promise<void>;
  scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void>;
  /** The main message was refused for good: send the fallback next, at `now`. */
  switchToFallback(id: string, now: Date, error: string): Promise<void>;
  markDead(id: string, error: string): Promise<void>;
}
