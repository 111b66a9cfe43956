import type { Request } from 'express';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';
import type { VatLookupBudget } from '../../application/vat/vat-number-lookups.port.js';
import { clientAddressKey } from '../../domain/rate-limits/client-address-key.js';
import { VIES_LOOKUP_RATE_LIMIT } from './rate-limits.js';

/** The limiter's bucket of VIES lookups: one for the cart preview, orders and quotes together. */
export const VIES_LOOKUP_BUCKET = 'vies-lookups';

/**
 * The request's client's budget of VIES lookups (docs/security.md, "VIES lookups"):
 * VIES_LOOKUP_RATE_LIMIT a minute per client address (an IPv4 address, an IPv6 /64),
 * counted by the shop's shared limiter in its own bucket. Only a lookup that goes
 * out to VIES is taken from it; a kept answer or a lookup in flight costs nothing.
 */
export const viesLookupBudget = (limiter: RequestLimiter, request: Request): VatLookupBudget => {
  const client = clientAddressKey(request.ip ?? 'unknown');
  return { client, take: () => limiter.consume(VIES_LOOKUP_BUCKET, client, VIES_LOOKUP_RATE_LIMIT) };
};
