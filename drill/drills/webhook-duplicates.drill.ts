import Stripe from 'stripe';
import { parseConfig } from '../../adapters/config/app-config.js';
import { waitFor, type Checks } from '../support/check.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { countRows } from '../support/order-integrity.js';
import { deliveriesPerMessage } from '../support/ses-stand-in.js';
import { ShopClient } from '../support/shop-client.js';
import { inBatches, shuffled } from '../support/concurrency.js';
import type { DrillPorts } from './drill-ports.js';

const ORDERS = 10;
/** Each event is delivered this many times. */
const REPEATS = 4;
const CONCURRENT_DELIVERIES = 12;

const sessionEvent = (eventId: string, type: string, sessionId: string, amountTotal: number): string =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', amount_total: amountTotal, currency: 'eur', payment_status: 'paid' } },
  });

/**
 * Drill 2: Stripe delivers every event of ten paid checkouts several times, in
 * a shuffled order and concurrently (a completed and an async-succeeded event
 * per session, each four times). Every delivery answers 200; each order turns
 * paid once and its customer gets exactly one confirmation.
 */
export const webhookDuplicatesDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, ses, checks, startShop }) => {
    const shop = await startShop();
    const client = new ShopClient(shop.baseUrl);
    const productId = await client.productId();
    const orders: { orderId: string; email: string }[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const email = `drill-webhook-${index}@example.be`;
      const placed = await client.placeOrder(await client.filledCart(productId), 'stripe', email);
      if (placed.status !== 201 || placed.body === null) throw new Error(`POST /api/orders answered ${placed.status}`);
      orders.push({ orderId: placed.body.orderId, email });
    }
    const secret = parseConfig({}, process.cwd()).payments.webhookSecret;
    const deliveries: string[] = [];
    for (const order of orders) {
      const [row] = await database.query<{ stripe_session_id: string; total_cents: number }>(
        `SELECT stripe_session_id, total_cents FROM orders WHERE id = $1`,
        [order.orderId],
      );
      if (row === undefined) throw new Error(`order ${order.orderId} not stored`);
      const events = [
        sessionEvent(`evt_drill_completed_${order.orderId}`, 'checkout.session.completed', row.stripe_session_id, row.total_cents),
        sessionEvent(`evt_drill_async_${order.orderId}`, 'checkout.session.async_payment_succeeded', row.stripe_session_id, row.total_cents),
      ];
      for (const event of events) for (let repeat = 0; repeat < REPEATS; repeat += 1) deliveries.push(event);
    }
    const statuses = await inBatches(shuffled(deliveries), CONCURRENT_DELIVERIES, async (payload) => {
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return (await client.request('POST', '/api/payments/stripe/webhook', payload, { 'stripe-signature': signature })).status;
    });
    checks.note(`${orders.length} stripe orders, ${deliveries.length} webhook deliveries (2 events per session × ${REPEATS}), shuffled, ${CONCURRENT_DELIVERIES} at a time.`);
    const otherStatuses = statuses.filter((status) => status !== 200);
    checks.that(
      'deliveries answered 200',
      `all ${deliveries.length}`,
      otherStatuses.length === 0 ? `all ${deliveries.length}` : `${deliveries.length - otherStatuses.length}; others: ${otherStatuses.join(', ')}`,
      otherStatuses.length === 0,
    );
    const ids = orders.map((order) => order.orderId);
    checks.equal('orders paid', ORDERS, await countRows(database, `SELECT count(*) AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = 'paid' AND payment_verified`, [ids]));
    checks.equal('paid transitions (order_status_changes)', ORDERS, await countRows(database, `SELECT count(*) AS n FROM order_status_changes WHERE order_id = ANY($1::uuid[])`, [ids]));
    checks.equal('distinct events recorded', ORDERS * 2, await countRows(database, `SELECT count(*) AS n FROM payment_events WHERE event_id LIKE 'evt_drill_%'`));
    checks.equal(
      'order emails in the outbox (confirmation + notification per order)',
      ORDERS * 2,
      await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE dedupe_key ~ '^order-(confirmation|notification):'`),
    );
    const drained = await waitFor(async () => (await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE status <> 'sent'`)) === 0, 60_000, 500);
    checks.that('outbox drained by the worker', 'yes', drained ? 'yes' : 'no', drained);
    const perCustomer = orders.map((order) => ses.accepted.filter((email) => email.to === order.email).length);
    // A paid order sends its customer the confirmation and the invoice (with its PDF and UBL); the next check says each went once.
    checks.that('emails per customer (confirmation and invoice)', 'exactly 2 each', perCustomer.join(' '), perCustomer.every((count) => count === 2));
    const repeated = [...deliveriesPerMessage(ses.accepted).entries()].filter(([, count]) => count > 1);
    checks.that(
      'messages accepted by the provider more than once',
      '0',
      repeated.length === 0 ? '0' : repeated.map(([message, count]) => `${count} × ${message.replace('\n', ': ')}`).join('; '),
      repeated.length === 0,
    );
  });
