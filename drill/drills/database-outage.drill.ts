import { sleep, waitFor, type Checks } from '../support/check.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { checkOrderIntegrity } from '../support/order-integrity.js';
import { serverAddress, throughPort } from '../support/postgres.js';
import { ShopClient, type Timed } from '../support/shop-client.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import type { DrillPorts } from './drill-ports.js';

const WORKERS = 16;
const BEFORE_MS = 3_000;
const OUTAGE_MS = 8_000;
const AFTER_MS = 4_000;
/** The longest any request may take while the database is away. */
const FAIL_FAST_MS = 6_000;

type Phase = 'before' | 'outage' | 'after';

interface Sample {
  readonly phase: Phase;
  readonly kind: 'read' | 'order';
  readonly answer: Timed;
}

/**
 * Drill 1: the database stops (a TCP proxy between the shop and PostgreSQL
 * closes every connection and refuses new ones) under a load of reads and
 * orders, then comes back. Requests fail fast with 503, the same process
 * recovers, and no order is half-written.
 */
export const databaseOutageDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, checks, startShop }) => {
    const proxy = await startTcpProxy(ports.proxy, serverAddress(database.url));
    try {
      const shop = await startShop({ databaseUrl: throughPort(database.url, proxy.port) });
      const client = new ShopClient(shop.baseUrl);
      const productId = await client.productId();
      let phase: Phase = 'before';
      let running = true;
      const samples: Sample[] = [];

      const reads = ['/api/products?lang=nl&pageSize=50', '/api/products/shipping-container-20ft-new?lang=en', '/api/faq?lang=nl', '/api/content/home?lang=nl'];
      const worker = async (index: number): Promise<void> => {
        for (let round = 0; running; round += 1) {
          const startedIn = phase;
          if ((index + round) % 3 === 0) {
            // An order is three requests; each is sampled on its own.
            const cart = await client.createCart();
            samples.push({ phase: startedIn, kind: 'order', answer: cart });
            if (cart.status !== 201 || cart.body === null) continue;
            const added = await client.addItem(cart.body.id, productId);
            samples.push({ phase: startedIn, kind: 'order', answer: added });
            if (added.status !== 201) continue;
            samples.push({ phase: startedIn, kind: 'order', answer: await client.placeOrder(cart.body.id, 'bank_transfer') });
          } else {
            samples.push({ phase: startedIn, kind: 'read', answer: await client.request('GET', reads[(index + round) % reads.length] ?? '/api/health') });
          }
        }
      };
      const load = Array.from({ length: WORKERS }, (_, index) => worker(index));
      await sleep(BEFORE_MS);
      phase = 'outage';
      proxy.stop();
      const cutAt = performance.now();
      const healthDuring = await client.request('GET', '/api/health');
      await sleep(OUTAGE_MS);
      proxy.start();
      const restoredAt = performance.now();
      const recovered = await waitFor(async () => (await client.request('GET', '/api/health')).status === 200, 30_000, 100);
      const recoveryMs = Math.round(performance.now() - restoredAt);
      phase = 'after';
      const afterStarted = samples.length;
      await sleep(AFTER_MS);
      running = false;
      await Promise.all(load);

      const during = samples.filter((sample) => sample.phase === 'outage');
      const after = samples.slice(afterStarted).filter((sample) => sample.phase === 'after');
      const slowest = Math.max(0, ...samples.map((sample) => sample.answer.ms));
      const statuses = (list: readonly Sample[]): string =>
        [...new Set(list.map((sample) => sample.answer.status))].sort((a, b) => a - b).join(', ');
      checks.note(`${samples.length} requests from ${WORKERS} workers; the database was away for ${OUTAGE_MS / 1000} s (${Math.round(restoredAt - cutAt)} ms measured).`);
      checks.note(`During the outage: ${during.length} requests, statuses ${statuses(during)}; cached catalogue answers may still be 200.`);
      checks.equal('GET /api/health while the database is away', 503, healthDuring.status);
      checks.atLeast('requests answered 503 during the outage', 1, during.filter((sample) => sample.answer.status === 503).length);
      checks.equal('requests answered 500 (any phase)', 0, samples.filter((sample) => sample.answer.status === 500).length);
      checks.equal('requests without an answer (hung or reset)', 0, samples.filter((sample) => sample.answer.status === 0).length);
      checks.atMost('slowest request (any phase)', FAIL_FAST_MS, slowest, ' ms');
      checks.that('recovered without a restart (health 200 again, same process)', 'yes', recovered ? `yes, ${recoveryMs} ms after the database came back` : 'no', recovered);
      checks.atLeast('orders placed after the recovery', 1, after.filter((sample) => sample.kind === 'order' && sample.answer.status === 201 && sample.answer.body !== null && 'orderId' in (sample.answer.body as object)).length);
      checks.equal('failed requests after the recovery', 0, after.filter((sample) => sample.answer.status >= 500 || sample.answer.status === 0).length);
      await checkOrderIntegrity(database, checks, { singleUseCarts: true });
    } finally {
      await proxy.close();
    }
  });
