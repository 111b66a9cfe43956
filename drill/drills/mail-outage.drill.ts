import { OUTBOX_POLL_MS } from '../../adapters/composition/email-worker.js';
import { sleep, waitFor, type Checks } from '../support/check.js';
import { inDrillEnvironment } from '../support/drill-environment.js';
import { countRows } from '../support/order-integrity.js';
import { deliveriesPerMessage } from '../support/ses-stand-in.js';
import { ShopClient } from '../support/shop-client.js';
import type { DrillPorts } from './drill-ports.js';

const ORDERS = 10;
/** Long enough for every queued email to be tried (and refused) at least once. */
const OUTAGE_MS = 3 * OUTBOX_POLL_MS;
/** The first retry comes 30 s after a failed attempt; allow the doubling once more. */
const RECOVERY_LIMIT_MS = 100_000;

/**
 * Drill 3: the mail provider (an SES stand-in) refuses every message for a
 * while. The outbox keeps the emails, retries them with its back-off, and
 * once the provider is back every message is delivered exactly once.
 */
export const mailOutageDrill = (ports: DrillPorts): Promise<Checks> =>
  inDrillEnvironment(ports, async ({ database, ses, checks, startShop }) => {
    const shop = await startShop();
    const client = new ShopClient(shop.baseUrl);
    const productId = await client.productId();
    ses.failing = true;
    let placed = 0;
    for (let index = 0; index < ORDERS; index += 1) {
      const answer = await client.placeOrder(await client.filledCart(productId), 'bank_transfer', `drill-mail-${index}@example.be`);
      if (answer.status === 201) placed += 1;
    }
    checks.equal('bank-transfer orders placed while the provider is down', ORDERS, placed);
    await sleep(OUTAGE_MS);
    const queued = await countRows(database, `SELECT count(*) AS n FROM email_outbox`);
    const tried = await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE status = 'pending' AND attempts >= 1 AND last_error IS NOT NULL`);
    checks.equal('emails queued (two per order)', ORDERS * 2, queued);
    checks.equal('emails tried, refused and kept for a retry', queued, tried);
    checks.equal('emails accepted during the outage', 0, ses.accepted.length);
    const refusedDuringOutage = ses.refused;
    ses.failing = false;
    const backAt = performance.now();
    const drained = await waitFor(async () => (await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE status <> 'sent'`)) === 0, RECOVERY_LIMIT_MS, 500);
    const drainSeconds = Math.round((performance.now() - backAt) / 1000);
    checks.note(`The provider refused ${refusedDuringOutage} SendEmail calls during the ${OUTAGE_MS / 1000} s outage (the SDK tries twice per send).`);
    checks.that('every email sent after the provider came back', 'yes', drained ? `yes, within ${drainSeconds} s` : 'no', drained);
    const counts = [...deliveriesPerMessage(ses.accepted).values()];
    checks.equal('distinct messages delivered', queued, counts.length);
    checks.equal('messages delivered more than once', 0, counts.filter((count) => count > 1).length);
    checks.equal('dead emails', 0, await countRows(database, `SELECT count(*) AS n FROM email_outbox WHERE status = 'dead'`));
  });
