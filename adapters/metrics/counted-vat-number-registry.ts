import type { Metrics } from '../../application/shared/metrics.port.js';
import type { VatNumberRegistry } from '../../application/vat/vat-number-registry.port.js';

/**
 * VIES (or its offline stand-in) with each answer counted by outcome (`shop_vies_calls_total`):
 * placed behind the cache, so only the checks that went out count. A rising share of
 * `unavailable` is a member state's service (or VIES itself) down.
 */
export const countedVatNumberRegistry = (registry: VatNumberRegistry, name: 'ec' | 'offline', metrics: Metrics): VatNumberRegistry => ({
  check: async (vatNumber) => {
    const answer = await registry.check(vatNumber);
    metrics.count('shop_vies_calls_total', { registry: name, outcome: answer.status });
    return answer;
  },
});
