import { describe, expect, it } from '@jest/globals';
import { DEFAULT_DELIVERY_POLICY, deliverOutbox, retryDelayMs } from './deliver-outbox.use-case.js';
import { InMemoryOutbox } from './in-memory-outbox.fake.js';
import type { OutgoingEmail } from './outgoing-email.js';
import { ScriptedMailer } from './recording-mailer.fake.js';

const start = new Date('2026-11-22T10:00:00Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

const email: OutgoingEmail = {
  to: 'info@shop.example',
  from: 'shop@shop.example',
  replyTo: 'customer@example.be',
  subject: 'New quote request',
  html: '<p>Quote</p>',
  text: 'Quote',
};

describe('deliverOutbox', () => {
  it('sends a due email once and marks it sent at the given time', async () => {
    const outbox = new InMemoryOutbox();
    const mailer = new ScriptedMailer();
    const row = outbox.add(email, start);
    const deliver = deliverOutbox({ outbox, mailer });

    expect(await deliver(start)).toEqual({ sent: 1, retried: 0, fallbacks: 0, dead: 0 });
    expect(await deliver(at(60_000))).toEqual({ sent: 0, retried: 0, fallbacks: 0, dead: 0 });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: start });
    expect(mailer.delivered).toEqual([{ to: email.to, from: email.from, replyTo: email.replyTo, subject: email.subject, html: email.html, text: email.text }]);
  });

  it('leaves an email that is not yet due alone', async () => {
    const outbox = new InMemoryOutbox();
    const row = outbox.add(email, at(1_000));
    await deliverOutbox({ outbox, mailer: new ScriptedMailer() })(start);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(0);
  });

  it('retries transient failures with exponential backoff, then delivers once', async () => {
    const outbox = new InMemoryOutbox();
    const mailer = new ScriptedMailer(['transient', 'transient', 'ok']);
    const row = outbox.add(email, start);
    const deliver = deliverOutbox({ outbox, mailer });

    await deliver(start);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: at(30_000), lastError: '451 try again later' });
    await deliver(at(29_999));
    expect(row.attempts).toBe(1);
    await deliver(at(30_000));
    expect(row).toMatchObject({ status: 'pending', attempts: 2, nextAttemptAt: at(90_000) });
    await deliver(at(90_000));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, sentAt: at(90_000) });
    expect(mailer.delivered).toHaveLength(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const outbox = new InMemoryOutbox();
    const policy = DEFAULT_DELIVERY_POLICY;
    const mailer = new ScriptedMailer(Array.from({ length: policy.maxAttempts }, () => 'transient' as const));
    const row = outbox.add(email, start);
    const deliver = deliverOutbox({ outbox, mailer });
    let now = start;
    for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
      await deliver(now);
      now = row.nextAttemptAt;
    }
    expect(row).toMatchObject({ status: 'dead', attempts: 8, lastError: '451 try again later' });
    expect(retryDelayMs(7, policy)).toBe(30_000 * 64);
    await deliver(at(365 * 24 * 3_600_000));
    expect(row.attempts).toBe(8);
  });

  it('sends the fallback once, without reply-to, after a permanent failure', async () => {
    const outbox = new InMemoryOutbox();
    const mailer = new ScriptedMailer(['permanent', 'ok']);
    const fallback = { subject: 'BACKUP: New quote request', html: '<p>Check the database</p>', text: 'Check the database' };
    const row = outbox.add({ ...email, fallback }, start);
    const deliver = deliverOutbox({ outbox, mailer });

    expect(await deliver(start)).toMatchObject({ fallbacks: 1 });
    expect(row).toMatchObject({ status: 'pending', usingFallback: true, lastError: '554 message rejected' });
    expect(await deliver(start)).toMatchObject({ sent: 1 });
    expect(row.status).toBe('sent');
    expect(mailer.delivered).toEqual([{ to: email.to, from: email.from, ...fallback }]);
  });

  it('marks a row dead when its fallback is refused too, or when it has no fallback', async () => {
    const outbox = new InMemoryOutbox();
    const mailer = new ScriptedMailer(['permanent', 'permanent', 'permanent']);
    const withFallback = outbox.add({ ...email, fallback: { subject: 'BACKUP: x', html: 'x', text: 'x' } }, start);
    const withoutFallback = outbox.add(email, start);
    const deliver = deliverOutbox({ outbox, mailer });
    await deliver(start);
    await deliver(start);
    expect(withFallback).toMatchObject({ status: 'dead', usingFallback: true, attempts: 2 });
    expect(withoutFallback).toMatchObject({ status: 'dead', attempts: 1 });
    expect(mailer.delivered).toEqual([]);
  });

  it('claims again a row left sending past its lease (a crashed worker)', async () => {
    const outbox = new InMemoryOutbox();
    const row = outbox.add(email, start);
    await outbox.claimDue(start, 10, 120_000);
    const deliver = deliverOutbox({ outbox, mailer: new ScriptedMailer() });
    await deliver(at(60_000));
    expect(row.status).toBe('sending');
    await deliver(at(120_000));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
