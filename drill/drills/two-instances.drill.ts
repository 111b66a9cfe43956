import { waitFor, type Checks } from '../support/check.js';
import { inBatches } from '../support/concurrency.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { checkOrderIntegrity, countRows } from '../support/order-integrity.js';
import { deliveriesPerMessage } from '../support/ses-stand-in.js';
import { ShopClient } from '../support/shop-client.js';
import type { DrillPorts } from './drill-ports.js';

const ORDERS = 40;
const CONCURRENT_ORDERS = 8;
/** A slower provider keeps each outbox round busy, so both workers' rounds overlap. */
const PROVIDER_DELAY_MS = 150;
const INSTANCE_KEYS = { a: 'AKIDDRILLINSTANCEA', b: 'AKIDDRILLINSTANCEB' } as const;

/**
 * Drill 5: two API instances (two processes, two ports) on one database.
 * Orders go through both; both outbox workers poll the same table; every
 * email is sent exactly once, and both workers did part of the work.
 */
export const twoInstancesDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, ses, checks, startShop }) => {
    ses.delayMs = PROVIDER_DELAY_MS;
    // One after the other: the first one migrates and seeds the empty database.
    const first = await startShop({ sesAccessKeyId: INSTANCE_KEYS.a });
    const second = await startShop({ port: ports.shopB, sesAccessKeyId: INSTANCE_KEYS.b });
    const clientA = new ShopClient(first.baseUrl);
    const clientB = new ShopClient(second.baseUrl);
    const productId = await clientA.productId();
    const statuses = await inBatches(Array.from({ length: ORDERS }, (_, index) => index), CONCURRENT_ORDERS, async (index) => {
      // The cart is filled through one instance and ordered through the other.
      const [filling, ordering] = index % 2 === 0 ? [clientA, clientB] : [clientB, clientA];
      const cartId = await filling.filledCart(productId);
      return (await ordering.placeOrder(cartId, 'bank_transfer', `drill-two-${index}@example.be`)).status;
    });
    checks.equal('orders placed through both instances', ORDERS, statuses.filter((status) => status === 201).length);
    const queued = await countRows(database, `SELECT count(*) AS n FROM email_outbox`);
    const drained = await waitFor(async () => (await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE status <> 'sent'`)) === 0, 90_000, 500);
    checks.that('outbox drained', `all ${queued} sent`, drained ? `all ${queued} sent` : 'not all', drained);
    const counts = [...deliveriesPerMessage(ses.accepted).values()];
    checks.equal('distinct messages delivered', queued, counts.length);
    checks.equal('messages delivered more than once', 0, counts.filter((count) => count > 1).length);
    const byA = ses.accepted.filter((email) => email.sender === INSTANCE_KEYS.a).length;
    const byB = ses.accepted.filter((email) => email.sender === INSTANCE_KEYS.b).length;
    checks.that('emails sent by each instance', 'both > 0', `A ${byA}, B ${byB}`, byA > 0 && byB > 0);
    await checkOrderIntegrity(database, checks, { singleUseCarts: true });
  });
