import { formatVatNumber, type VatNumber } from '../../domain/vat/vat-number.js';
import type { VatNumberCheck, VatNumberRegistry } from './vat-number-registry.port.js';

export const CONFIRMED_TTL_MS = 24 * 60 * 60 * 1000;
/** A "not registered" answer is kept shorter: a business may just have registered. */
export const NOT_REGISTERED_TTL_MS = 60 * 60 * 1000;
export const MAX_CACHED_NUMBERS = 10_000;

/**
 * Keeps VIES answers per number: a confirmation for a day, "not registered" for
 * an hour, an outage never (the next check asks again). Bounded: the oldest
 * entry goes first. Per instance; a cold instance simply asks VIES again.
 */
export const cachedVatNumberRegistry = (inner: VatNumberRegistry, now: () => Date, maxEntries = MAX_CACHED_NUMBERS): VatNumberRegistry => {
  const entries = new Map<string, { readonly answer: VatNumberCheck; readonly expiresAt: number }>();
  return {
    async check(vatNumber: VatNumber): Promise<VatNumberCheck> {
      const key = formatVatNumber(vatNumber);
      const cached = entries.get(key);
      if (cached !== undefined && cached.expiresAt > now().getTime()) return cached.answer;
      entries.delete(key);
      const answer = await inner.check(vatNumber);
      if (answer.status === 'unavailable') return answer;
      const ttl = answer.status === 'confirmed' ? CONFIRMED_TTL_MS : NOT_REGISTERED_TTL_MS;
      entries.set(key, { answer, expiresAt: now().getTime() + ttl });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        entries.delete(oldest.value);
      }
      return answer;
    },
  };
};
