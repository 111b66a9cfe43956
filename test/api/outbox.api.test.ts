import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { deliverOutbox, DEFAULT_DELIVERY_POLICY } from '../../application/email/deliver-outbox.use-case.js';
import type { Mailer, MailMessage } from '../../application/email/mailer.port.js';
import type { OutgoingEmail } from '../../application/email/outgoing-email.js';
import { ScriptedMailer } from '../../application/email/recording-mailer.fake.js';
import { startOutboxWorker } from '../../adapters/composition/email-worker.js';
import { SqlOutboxStore } from '../../adapters/persistence/email/sql-outbox-store.js';
import { writeOutboxEmails } from '../../adapters/persistence/shared/outbox-writer.js';
import { connectTestDatabase } from '../support/test-database.js';
import { startTestApp } from '../support/test-app.js';

const FROM = 'Container Shop <info@containershop.example>';
const start = new Date('2026-11-22T10:00:00.000Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

const anEmail = (n: number, extra: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to: `customer${n}@example.be`,
  replyTo: 'visitor@example.nl',
  subject: `Order confirmation ${n}`,
  html: `<p>Order ${n}</p>`,
  text: `Order ${n}`,
  dedupeKey: `test:${n}`,
  ...extra,
});

interface Row {
  readonly status: string;
  readonly attempts: number;
  readonly sent_at: Date | null;
  readonly next_attempt_at: Date;
  readonly last_error: string | null;
  readonly using_fallback: boolean;
}

describe('email outbox worker on the real database', () => {
  let dataSource: DataSource;
  let store: SqlOutboxStore;

  const enqueue = async (emails: readonly OutgoingEmail[], due: Date = start): Promise<void> => {
    await dataSource.transaction((manager) => writeOutboxEmails(manager, emails, FROM));
    await dataSource.query('UPDATE email_outbox SET next_attempt_at = $1', [due.toISOString()]);
  };
  const rowOf = async (dedupeKey: string): Promise<Row> => {
    const rows: Row[] = await dataSource.query('SELECT * FROM email_outbox WHERE dedupe_key = $1', [dedupeKey]);
    const row = rows[0];
    if (row === undefined) throw new Error(`no outbox row ${dedupeKey}`);
    return row;
  };

  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    store = new SqlOutboxStore(dataSource);
  });
  afterAll(async () => {
    await dataSource.destroy();
  });
  beforeEach(async () => {
    await dataSource.query('DELETE FROM email_outbox');
  });

  it('delivers a pending email once and records when', async () => {
    await enqueue([anEmail(1)]);
    const mailer = new ScriptedMailer();
    const deliver = deliverOutbox({ outbox: store, mailer });
    expect(await deliver(at(-1))).toEqual({ sent: 0, retried: 0, fallbacks: 0, dead: 0 });
    expect(await deliver(start)).toEqual({ sent: 1, retried: 0, fallbacks: 0, dead: 0 });
    expect(await deliver(at(3_600_000))).toEqual({ sent: 0, retried: 0, fallbacks: 0, dead: 0 });
    const row = await rowOf('test:1');
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.sent_at?.toISOString()).toBe(start.toISOString());
    expect(mailer.delivered).toEqual([
      { to: 'customer1@example.be', from: FROM, replyTo: 'visitor@example.nl', subject: 'Order confirmation 1', html: '<p>Order 1</p>', text: 'Order 1' },
    ]);
  });

  it('retries a mailer that fails twice transiently and delivers once with attempts = 3', async () => {
    await enqueue([anEmail(2)]);
    const mailer = new ScriptedMailer(['transient', 'transient', 'ok']);
    const deliver = deliverOutbox({ outbox: store, mailer });
    await deliver(start);
    let row = await rowOf('test:2');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: '451 try again later' });
    expect(row.next_attempt_at.toISOString()).toBe(at(30_000).toISOString());
    await deliver(at(10_000));
    expect((await rowOf('test:2')).attempts).toBe(1);
    await deliver(at(30_000));
    row = await rowOf('test:2');
    expect(row.next_attempt_at.toISOString()).toBe(at(90_000).toISOString());
    await deliver(at(90_000));
    row = await rowOf('test:2');
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(mailer.delivered).toHaveLength(1);
  });

  it('sends the fallback (without reply-to) after a permanent failure', async () => {
    const fallback = { subject: 'BACKUP: New quote request', html: '<p>A new quote request arrived; check the database.</p>', text: 'A new quote request arrived; check the database.' };
    await enqueue([anEmail(3, { fallback })]);
    const mailer = new ScriptedMailer(['permanent']);
    const deliver = deliverOutbox({ outbox: store, mailer });
    expect(await deliver(start)).toMatchObject({ fallbacks: 1 });
    expect(await rowOf('test:3')).toMatchObject({ status: 'pending', using_fallback: true, last_error: '554 message rejected' });
    expect(await deliver(start)).toMatchObject({ sent: 1 });
    expect(await rowOf('test:3')).toMatchObject({ status: 'sent', attempts: 2, using_fallback: true });
    expect(mailer.delivered).toEqual([{ to: 'customer3@example.be', from: FROM, ...fallback }]);
  });

  it('marks a permanently refused email without fallback dead', async () => {
    await enqueue([anEmail(4)]);
    const deliver = deliverOutbox({ outbox: store, mailer: new ScriptedMailer(['permanent']) });
    expect(await deliver(start)).toMatchObject({ dead: 1 });
    expect(await rowOf('test:4')).toMatchObject({ status: 'dead', attempts: 1, last_error: '554 message rejected' });
  });

  it('never sends a row twice when two workers deliver at once', async () => {
    const count = 24;
    await enqueue(Array.from({ length: count }, (_unused, index) => anEmail(100 + index)));
    const delivered: MailMessage[] = [];
    const slowMailer: Mailer = {
      send: async (message) => {
        await sleep(5);
        delivered.push(message);
      },
    };
    const policy = { ...DEFAULT_DELIVERY_POLICY, batchSize: 5 };
    const first = deliverOutbox({ outbox: new SqlOutboxStore(dataSource), mailer: slowMailer, policy });
    const second = deliverOutbox({ outbox: new SqlOutboxStore(dataSource), mailer: slowMailer, policy });
    for (let round = 0; round < 10; round += 1) {
      const reports = await Promise.all([first(start), second(start), first(start)]);
      if (reports.every((report) => report.sent === 0)) break;
    }
    const recipients = delivered.map((message) => message.to);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
    const statuses: { status: string; attempts: number; n: string }[] = await dataSource.query(
      'SELECT status, attempts, count(*) AS n FROM email_outbox GROUP BY status, attempts',
    );
    expect(statuses.map((row) => ({ ...row, n: Number(row.n) }))).toEqual([{ status: 'sent', attempts: 1, n: count }]);
  });

  it('claims again a row left sending past its lease', async () => {
    await enqueue([anEmail(5)]);
    expect(await store.claimDue(start, 10, 60_000)).toHaveLength(1);
    const mailer = new ScriptedMailer();
    const deliver = deliverOutbox({ outbox: store, mailer });
    expect((await deliver(at(59_999))).sent).toBe(0);
    expect((await deliver(at(60_000))).sent).toBe(1);
    expect(await rowOf('test:5')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('runs as a polling worker until stopped', async () => {
    await enqueue([anEmail(6)], new Date());
    const mailer = new ScriptedMailer();
    const deliverDue = deliverOutbox({ outbox: store, mailer });
    const logger = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startOutboxWorker>[0]['logger'];
    const worker = startOutboxWorker({ deliverDue, logger }, 20);
    for (let waited = 0; waited < 100 && mailer.delivered.length === 0; waited += 1) await sleep(20);
    await worker.stop();
    expect(mailer.delivered.map((message) => message.to)).toEqual(['customer6@example.be']);
    expect((await rowOf('test:6')).status).toBe('sent');
  });

  it('runs the next round at once after a full batch, and waits the interval after one that was not full', async () => {
    const reports = [10, 10, 10, 4].map((sent) => ({ sent, retried: 0, fallbacks: 0, dead: 0 }));
    let rounds = 0;
    const deliverDue = async () => reports[rounds++] ?? { sent: 0, retried: 0, fallbacks: 0, dead: 0 };
    const logger = { info: () => undefined, error: () => undefined } as unknown as Parameters<typeof startOutboxWorker>[0]['logger'];
    const worker = startOutboxWorker({ deliverDue, logger, batchSize: 10 }, 300);
    await sleep(450);
    await worker.stop();
    // One round after 300 ms, then three full-batch follow-ups at once; the next would come 300 ms after the fourth.
    expect(rounds).toBe(4);
  });
});

describe('shop.outbox with the default file mailer', () => {
  it('writes the due email as an .eml file under DATA_DIR/mail', async () => {
    const testApp = await startTestApp({ seedDemo: false });
    try {
      const { dataSource } = testApp.shop.database;
      await dataSource.query('DELETE FROM email_outbox');
      await dataSource.transaction((manager) =>
        writeOutboxEmails(manager, [{ to: 'jan@example.be', subject: 'Orderbevestiging 7 – €', html: '<p>Hallo</p>', text: 'Hallo', dedupeKey: 'test:7' }], testApp.shop.config.mailFrom),
      );
      const report = await testApp.shop.outbox.deliverDue(new Date(Date.now() + 1_000));
      expect(report.sent).toBe(1);
      const folder = join(testApp.shop.config.dataDir, 'mail');
      const files = readdirSync(folder);
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(folder, files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: jan@example.be\r\n');
      expect(eml).toContain(`From: ${testApp.shop.config.mailFrom}\r\n`);
      expect(eml).toContain('Subject: =?UTF-8?B?');
    } finally {
      await testApp.close();
    }
  });
});
