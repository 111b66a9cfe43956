import type { Logger } from 'pino';
import { runNowAndEvery } from '../scheduling/run-now-and-every.js';
import type { SignedDelivery, SimulatedPaymentGateway } from './simulated-payments-gateway.js';

/** How often the running shop looks for simulated sessions past their 24 hours. */
export const SIMULATED_EXPIRY_INTERVAL_MS = 15 * 60 * 1000;
/** Sessions handled per round; a round continues until none is left. */
const BATCH = 100;

type Expiring = Pick<SimulatedPaymentGateway, 'expiredSessions' | 'expiredEvent' | 'forget'>;
/** The shop's webhook handler: true when the delivery was accepted (whatever it changed). */
type Deliver = (delivery: SignedDelivery) => Promise<boolean>;

/**
 * Does for the simulated checkout what Stripe does for a real one: a session not paid within its 24
 * hours sends `checkout.session.expired` to the webhook handler, which cancels its order while still
 * pending and so gives back its container units (docs/payments.md). Each session is forgotten only
 * after its event was accepted; a session whose delivery failed is tried again next round. Answers
 * how many expiries were delivered.
 */
export const expireSimulatedSessions = async (gateway: Expiring, deliver: Deliver): Promise<number> => {
  let delivered = 0;
  for (;;) {
    const sessions = await gateway.expiredSessions(BATCH);
    let accepted = 0;
    for (const session of sessions) {
      if (!(await deliver(gateway.expiredEvent(session)))) continue;
      await gateway.forget(session.sessionId);
      accepted += 1;
    }
    delivered += accepted;
    // A batch none of which was accepted would come back the same: stop until the next round.
    if (sessions.length < BATCH || accepted === 0) return delivered;
  }
};

/** Runs the shop's expiry sweep (OrderUseCases.expireSimulatedSessions) now and every 15 minutes; returns the function that stops it. */
export const scheduleSimulatedSessionExpiry = (
  expire: () => Promise<number>,
  logger: Pick<Logger, 'info' | 'error'>,
  intervalMs: number = SIMULATED_EXPIRY_INTERVAL_MS,
): (() => void) =>
  runNowAndEvery(intervalMs, () => {
    expire()
      .then((delivered) => {
        if (delivered > 0) logger.info({ delivered }, 'delivered the expiry of simulated checkout sessions');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'expiring simulated checkout sessions failed'));
  });
