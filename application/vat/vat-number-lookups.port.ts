import type { VatNumber } from '../../domain/vat/vat-number.js';
import type { VatNumberCheck } from './vat-number-registry.port.js';

/**
 * A client's allowance of VIES lookups: the API makes one per request from the
 * shop's request limiter, keyed by the client's address (api/http/vies-lookup-budget.ts).
 */
export interface VatLookupBudget {
  /** Whose allowance it is: a refusal is shared only by lookups of the same client. */
  readonly client: string;
  /** Spends one lookup; refused, with when to come back, once the client's allowance is spent. */
  take(): Promise<{ readonly allowed: boolean; readonly retryAfterSeconds: number }>;
}

/** What a lookup answers: VIES's answer (asked now, kept, or shared with a lookup in flight), or a refusal. */
export type VatNumberLookup = VatNumberCheck | { readonly status: 'refused'; readonly retryAfterSeconds: number };

/**
 * VIES as the use cases ask it (application/vat/cached-vat-number-registry.ts):
 * answers are kept, lookups of one number in flight are merged, and only a
 * lookup that goes out to VIES is taken from the asker's budget.
 */
export interface VatNumberLookups {
  check(vatNumber: VatNumber, budget: VatLookupBudget): Promise<VatNumberLookup>;
}

/** For trusted callers with no client to limit (tests, tools): every lookup allowed. */
export const UNLIMITED_VAT_LOOKUPS: VatLookupBudget = {
  client: 'unlimited',
  take: async () => ({ allowed: true, retryAfterSeconds: 0 }),
};
