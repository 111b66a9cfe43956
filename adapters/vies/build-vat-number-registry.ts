import { cachedVatNumberRegistry } from '../../application/vat/cached-vat-number-registry.js';
import type { VatNumberLookups } from '../../application/vat/vat-number-lookups.port.js';
import { EcViesRegistry } from './ec-vies-registry.js';
import { OfflineViesRegistry } from './offline-vies-registry.js';
import type { ViesConfig } from './vies-config.js';

/** The configured VIES (the offline stand-in unless VIES=ec), behind the cache that also merges and budgets lookups. */
export const buildVatNumberRegistry = (config: ViesConfig, now: () => Date): VatNumberLookups => {
  const inner =
    config.mode === 'ec'
      ? new EcViesRegistry({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, requester: config.requester }, now)
      : new OfflineViesRegistry(config.notRegistered, config.mode === 'offline', now);
  return cachedVatNumberRegistry(inner, now);
};
