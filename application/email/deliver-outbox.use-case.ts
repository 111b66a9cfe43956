import { MailerError, type AttachmentSource, type Mailer, type MailMessage } from './mailer.port.js';
import type { ClaimedEmail, OutboxStore } from './outbox-store.port.js';

export interface DeliveryPolicy {
  /** Rows claimed per round. */
  readonly batchSize: number;
  /** How long a claimed row stays leased to this worker (longer than one send). */
  readonly leaseMs: number;
  /** The first retry's delay; each further retry doubles it. */
  readonly baseRetryMs: number;
  /** Attempts in total before a row is dead. */
  readonly maxAttempts: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = { batchSize: 10, leaseMs: 120_000, baseRetryMs: 30_000, maxAttempts: 8 };

export interface DeliverOutboxDeps {
  readonly outbox: OutboxStore;
  readonly mailer: Mailer;
  /** Makes the attached files; needed once an email carries attachments. */
  readonly attachments?: AttachmentSource;
  readonly policy?: DeliveryPolicy;
  readonly onError?: (emailId: string, error: MailerError, outcome: DeliveryOutcome) => void;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'fallback' | 'dead';

export interface DeliveryReport {
  readonly sent: number;
  readonly retried: number;
  readonly fallbacks: number;
  readonly dead: number;
}

/** Delay before the next attempt after `attempts` failed ones: base × 2^(attempts − 1). */
export const retryDelayMs = (attempts: number, policy: DeliveryPolicy): number => policy.baseRetryMs * 2 ** Math.max(0, attempts - 1);

const messageOf = async (email: ClaimedEmail, source: AttachmentSource | undefined): Promise<MailMessage> => {
  if (email.usingFallback && email.fallback !== null) {
    // The spec's fallback goes without the reply-to that may have caused the refusal.
    return { to: email.to, from: email.from, ...email.fallback };
  }
  const base = { to: email.to, from: email.from, ...(email.replyTo === null ? {} : { replyTo: email.replyTo }), ...email.content };
  if (email.attachments.length === 0) return base;
  if (source === undefined) throw new MailerError('this email has attachments but no attachment source is configured', false);
  return { ...base, attachments: await Promise.all(email.attachments.map((reference) => source.resolve(reference))) };
};

const asMailerError = (error: unknown): MailerError =>
  error instanceof MailerError ? error : new MailerError(error instanceof Error ? error.message : String(error), false);

const deliverOne = async (email: ClaimedEmail, now: Date, deps: DeliverOutboxDeps, policy: DeliveryPolicy): Promise<DeliveryOutcome> => {
  try {
    await deps.mailer.send(await messageOf(email, deps.attachments));
  } catch (thrown) {
    const error = asMailerError(thrown);
    const outcome: DeliveryOutcome =
      error.permanent && email.fallback !== null && !email.usingFallback
        ? 'fallback'
        : error.permanent || email.attempts >= policy.maxAttempts
          ? 'dead'
          : 'retry';
    if (outcome === 'fallback') await deps.outbox.switchToFallback(email.id, now, error.message);
    else if (outcome === 'dead') await deps.outbox.markDead(email.id, error.message);
    else await deps.outbox.scheduleRetry(email.id, new Date(now.getTime() + retryDelayMs(email.attempts, policy)), error.message);
    deps.onError?.(email.id, error, outcome);
    return outcome;
  }
  await deps.outbox.markSent(email.id, now);
  return 'sent';
};

/**
 * One round of the outbox worker at `now`: claim the due emails, send each
 * through the Mailer, record sent / retry with backoff / fallback / dead.
 * Transient failures are retried until maxAttempts; a permanent one sends the
 * row's fallback once, else the row is dead.
 */
export const deliverOutbox =
  (deps: DeliverOutboxDeps) =>
  async (now: Date): Promise<DeliveryReport> => {
    const policy = deps.policy ?? DEFAULT_DELIVERY_POLICY;
    const claimed = await deps.outbox.claimDue(now, policy.batchSize, policy.leaseMs);
    const counts = { sent: 0, retry: 0, fallback: 0, dead: 0 };
    for (const email of claimed) counts[await deliverOne(email, now, deps, policy)] += 1;
    return { sent: counts.sent, retried: counts.retry, fallbacks: counts.fallback, dead: counts.dead };
  };
