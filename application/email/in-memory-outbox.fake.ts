import type { ClaimedEmail, OutboxStore } from './outbox-store.port.js';
import type { OutgoingEmail } from './outgoing-email.js';

export interface FakeOutboxRow {
  readonly id: string;
  readonly email: OutgoingEmail;
  status: 'pending' | 'sending' | 'sent' | 'dead';
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil: Date | null;
  usingFallback: boolean;
  lastError: string | null;
  sentAt: Date | null;
}

/** The outbox in memory, with the SQL store's claiming rules (tests of the worker). */
export class InMemoryOutbox implements OutboxStore {
  readonly rows: FakeOutboxRow[] = [];

  add(email: OutgoingEmail, dueAt: Date): FakeOutboxRow {
    const row: FakeOutboxRow = {
      id: `email-${this.rows.length + 1}`,
      email,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: dueAt,
      lockedUntil: null,
      usingFallback: false,
      lastError: null,
      sentAt: null,
    };
    this.rows.push(row);
    return row;
  }

  private row(id: string): FakeOutboxRow {
    const row = this.rows.find((candidate) => candidate.id === id && candidate.status === 'sending');
    if (row === undefined) throw new Error(`No email ${id} is being sent`);
    return row;
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedEmail[]> {
    const due = this.rows
      .filter(
        (row) =>
          (row.status === 'pending' && row.nextAttemptAt <= now) ||
          (row.status === 'sending' && row.lockedUntil !== null && row.lockedUntil <= now),
      )
      .slice(0, limit);
    return due.map((row) => {
      row.status = 'sending';
      row.attempts += 1;
      row.lockedUntil = new Date(now.getTime() + leaseMs);
      return {
        id: row.id,
        to: row.email.to,
        from: row.email.from ?? 'shop@example.be',
        replyTo: row.email.replyTo ?? null,
        content: { subject: row.email.subject, html: row.email.html, text: row.email.text },
        fallback: row.email.fallback ?? null,
        usingFallback: row.usingFallback,
        attempts: row.attempts,
        attachments: row.email.attachments ?? [],
      };
    });
  }

  async markSent(id: string, now: Date): Promise<void> {
    Object.assign(this.row(id), { status: 'sent', sentAt: now, lockedUntil: null });
  }

  async scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    Object.assign(this.row(id), { status: 'pending', nextAttemptAt, lockedUntil: null, lastError: error });
  }

  async switchToFallback(id: string, now: Date, error: string): Promise<void> {
    Object.assign(this.row(id), { status: 'pending', usingFallback: true, nextAttemptAt: now, lockedUntil: null, lastError: error });
  }

  async markDead(id: string, error: string): Promise<void> {
    Object.assign(this.row(id), { status: 'dead', lockedUntil: null, lastError: error });
  }
}
