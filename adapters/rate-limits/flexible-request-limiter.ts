import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';

const WINDOW_SECONDS = 60;

/**
 * rate-limiter-flexible behind the RequestLimiter port: counters in PostgreSQL
 * (the `rate_limits` table of migration 0017) when the shop runs on a server,
 * so every instance counts against one budget; in memory on the embedded
 * database (one process). A counter expires on its own, one key at a time:
 * no cliff where every window is forgotten at once. If PostgreSQL does not
 * answer, an in-memory limiter with the same budget decides (per instance)
 * instead of letting everything through or failing the request.
 */
export const flexibleRequestLimiter = (databaseUrl: string | null): RequestLimiter => {
  const pool = databaseUrl === null ? null : new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (route: string, perMinute: number): RateLimiterAbstract => {
    const name = `${route}/${perMinute}`;
    const existing = limiters.get(name);
    if (existing !== undefined) return existing;
    const options = { keyPrefix: route, points: perMinute, duration: WINDOW_SECONDS };
    const memory = new RateLimiterMemory(options);
    const limiter =
      pool === null ? memory : new RateLimiterPostgres({ ...options, storeClient: pool, tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: true, insuranceLimiter: memory });
    limiters.set(name, limiter);
    return limiter;
  };
  return {
    consume: async (route, client, perMinute) => {
      try {
        await limiterFor(route, perMinute).consume(client);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
    close: async () => {
      await pool?.end();
    },
  };
};
