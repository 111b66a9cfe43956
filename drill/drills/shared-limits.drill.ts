import { waitFor, type Checks } from '../support/check.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { countRows } from '../support/order-integrity.js';
import { ShopClient } from '../support/shop-client.js';
import type { DrillPorts } from './drill-ports.js';

/** The order route's limit per address and minute (api/http/rate-limits.ts). */
const ORDER_LIMIT = 20;
const FLOOD = 40;
const FLOODER = '203.0.113.77';

/**
 * Drill 7: two instances on one PostgreSQL share their limits and their
 * payment sessions. A flood of order requests from one address, spread over
 * both, gets exactly the one shared budget through and 429 from both; a card
 * payment started on one instance is completed on the other while the first
 * is down.
 */
export const sharedLimitsDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, checks, startShop }) => {
    const first = await startShop();
    const second = await startShop({ port: ports.shopB });
    const clientA = new ShopClient(first.baseUrl);
    const clientB = new ShopClient(second.baseUrl);

    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, index) => (index % 2 === 0 ? clientA : clientB).request('POST', '/api/orders', { cartId: 'not-a-cart' }, { 'x-forwarded-for': FLOODER })),
    );
    const limited = answers.filter((answer) => answer.status === 429).length;
    checks.equal(`requests from one address let through by both instances together (limit ${ORDER_LIMIT} a minute)`, ORDER_LIMIT, FLOOD - limited);
    const limitedBy = [answers.filter((answer, index) => index % 2 === 0 && answer.status === 429).length, answers.filter((answer, index) => index % 2 === 1 && answer.status === 429).length];
    checks.that('instances answering 429', 'both', `A ${limitedBy[0]}, B ${limitedBy[1]}`, (limitedBy[0] ?? 0) > 0 && (limitedBy[1] ?? 0) > 0);

    const productId = await clientA.productId();
    const cartId = await clientA.filledCart(productId);
    const placed = await clientA.placeOrder(cartId, 'stripe', 'drill-restart@example.be');
    const paymentUrl = placed.body?.paymentUrl ?? '';
    checks.that('card order placed on instance A', 'a simulated payment page', paymentUrl, placed.status === 201 && paymentUrl.startsWith('/api/payments/simulated/'));
    await first.stop('SIGKILL');
    const page = await clientB.request('GET', paymentUrl);
    checks.equal('payment page served by instance B while A is down', 200, page.status);
    const sessionPath = paymentUrl.split('?')[0] ?? '';
    const paid = await fetch(`${second.baseUrl}${sessionPath}/pay`, { method: 'POST', redirect: 'manual' });
    checks.equal('payment completed on instance B', 303, paid.status);
    const orderId = placed.body?.orderId ?? '';
    const isPaid = await waitFor(async () => (await countRows(database, `SELECT count(*) AS n FROM orders WHERE id = '${orderId}' AND status = 'paid'`)) === 1, 10_000, 200);
    checks.that('the order is paid', 'paid', isPaid ? 'paid' : 'not paid', isPaid);
  });
