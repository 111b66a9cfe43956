import { formatVatNumber, type VatNumber } from '../../domain/vat/vat-number.js';
import type { VatLookupBudget, VatNumberLookup, VatNumberLookups } from './vat-number-lookups.port.js';
import type { VatNumberCheck, VatNumberRegistry } from './vat-number-registry.port.js';

/** How long a confirmation or a "not registered" is kept: a day. */
export const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
/** How long an outage is kept: a minute, so a failing VIES is not asked again by every checkout meanwhile. */
export const UNAVAILABLE_TTL_MS = 60 * 1000;
export const MAX_CACHED_NUMBERS = 10_000;

type Outcome =
  | { readonly kind: 'answered'; readonly answer: VatNumberCheck }
  | { readonly kind: 'refused'; readonly client: string; readonly retryAfterSeconds: number };

/**
 * VIES behind a cache per number (docs/vat-numbers.md, "VIES lookups"): a
 * confirmation and a "not registered" are kept for a day, an outage for a
 * minute. Lookups of one number made while one is in flight wait for its
 * answer instead of asking again. Only a lookup that goes out to VIES is
 * taken from the asker's budget; a refused lookup is kept by nobody and
 * answers only the lookups of that same client (another client waiting on it
 * asks with its own budget). Bounded: the least recently used number goes
 * first. Per instance; a cold instance simply asks VIES again.
 */
export const cachedVatNumberRegistry = (inner: VatNumberRegistry, now: () => Date, maxEntries = MAX_CACHED_NUMBERS): VatNumberLookups => {
  const kept = new Map<string, { readonly answer: VatNumberCheck; readonly expiresAt: number }>();
  const inFlight = new Map<string, Promise<Outcome>>();

  const keptAnswer = (key: string): VatNumberCheck | null => {
    const entry = kept.get(key);
    if (entry === undefined) return null;
    kept.delete(key);
    if (entry.expiresAt <= now().getTime()) return null;
    kept.set(key, entry);
    return entry.answer;
  };

  const keep = (key: string, answer: VatNumberCheck): void => {
    const ttl = answer.status === 'unavailable' ? UNAVAILABLE_TTL_MS : ANSWER_TTL_MS;
    kept.delete(key);
    kept.set(key, { answer, expiresAt: now().getTime() + ttl });
    while (kept.size > maxEntries) {
      const oldest = kept.keys().next();
      if (oldest.done === true) break;
      kept.delete(oldest.value);
    }
  };

  const lookUp = async (key: string, vatNumber: VatNumber, budget: VatLookupBudget): Promise<Outcome> => {
    const spent = await budget.take();
    if (!spent.allowed) return { kind: 'refused', client: budget.client, retryAfterSeconds: spent.retryAfterSeconds };
    const answer = await inner.check(vatNumber);
    keep(key, answer);
    return { kind: 'answered', answer };
  };

  const answerOf = (outcome: Outcome): VatNumberLookup =>
    outcome.kind === 'answered' ? outcome.answer : { status: 'refused', retryAfterSeconds: outcome.retryAfterSeconds };

  return {
    async check(vatNumber: VatNumber, budget: VatLookupBudget): Promise<VatNumberLookup> {
      const key = formatVatNumber(vatNumber);
      for (;;) {
        const answer = keptAnswer(key);
        if (answer !== null) return answer;
        const pending = inFlight.get(key);
        if (pending === undefined) break;
        const outcome = await pending;
        if (outcome.kind === 'answered' || outcome.client === budget.client) return answerOf(outcome);
        // Refused for another client: this one asks with its own budget.
      }
      // Registered before anything is awaited, so a lookup made meanwhile waits for this one;
      // removed before anyone waiting on it resumes.
      const lookup: Promise<Outcome> = lookUp(key, vatNumber, budget).finally(() => {
        if (inFlight.get(key) === lookup) inFlight.delete(key);
      });
      inFlight.set(key, lookup);
      return answerOf(await lookup);
    },
  };
};
