import { cachedVatNumberRegistry } from '../../application/vat/cached-vat-number-registry.js';
import type { VatNumberLookups } from '../../application/vat/vat-number-lookups.port.js';
import { EcViesRegistry } from './ec-vies-registry.js';
import { OfflineViesRegistry } from './offline-vies-registry.js';
import type { ViesConfig } from './vies-config.js';
import { NO_METRICS, type Metrics } from '../../application/shared/metrics.port.js';
import { countedVatNumberRegistry } from '../metrics/counted-vat-number-registry.js';

/** The configured VIES (the offline stand-in unless VIES=ec), behind the cache that also merges and budgets lookups. */
export const buildVatNumberRegistry = (config: ViesConfig, now: () => Date, metrics: Metrics = NO_METRICS): VatNumberLookups => {
  const inner =
    config.mode === 'ec'
      ? new EcViesRegistry({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, requester: config.requester }, now)
      : new OfflineViesRegistry(config.notRegistered, config.mode === 'offline', now);
  // Counted behind the cache: what went out to VIES (GET /metrics).
  return cachedVatNumberRegistry(countedVatNumberRegistry(inner, config.mode === 'ec' ? 'ec' : 'offline', metrics), now);
};
