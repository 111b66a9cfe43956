import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import type { RequestLimiter } from '../../application/rate-limits/request-limiter.port.js';
import { returnedRows } from '../persistence/returned-rows.js';

const WINDOW_SECONDS = 60;
/** Counters expired this long ago are deleted from PostgreSQL (what the library's own timer did). */
const DELETE_EXPIRED_AFTER_MS = 60 * 60 * 1000;
/** At most this often, by the request that finds it due. */
const DELETE_EXPIRED_EVERY_MS = 5 * 60 * 1000;

/**
 * The library's PostgreSQL client, answered through the shop's DataSource. Its
 * named prepared statements are dropped: on the embedded database shared
 * through a socket every connection is one session, where a second PREPARE of
 * the same name fails.
 */
const clientOf = (dataSource: DataSource) => ({
  query: async (statement: { readonly text: string; readonly values?: readonly unknown[] }) => {
    const rows = returnedRows<Record<string, unknown>>(await dataSource.query(statement.text, statement.values === undefined ? [] : [...statement.values]));
    return { rows, rowCount: rows.length };
  },
});

/**
 * rate-limiter-flexible behind the RequestLimiter port: counters in PostgreSQL
 * (the `rate_limits` table of migration 0017, through the shop's own connection
 * pool) when the shop runs on a PostgreSQL server or on an embedded database
 * shared by several processes,
 * so every instance counts against one budget; in memory on the embedded
 * database (one process). A counter expires on its own, one key at a time:
 * no cliff where every window is forgotten at once. If PostgreSQL does not
 * answer, an in-memory limiter with the same budget decides (per instance)
 * instead of letting everything through or failing the request.
 * The library's clean-up timer (clearExpiredByTimeout) is off: it re-arms
 * itself for ever and nothing can stop it, so it kept every closed shop's
 * DataSource alive. Expired counters are deleted by a request instead, at most
 * every DELETE_EXPIRED_EVERY_MS; the limiter sets no timer of its own.
 */
export const flexibleRequestLimiter = (server: DataSource | null): RequestLimiter => {
  const limiters = new Map<string, RateLimiterAbstract>();
  let deleteExpiredAt = 0;
  const deleteExpiredWhenDue = async (): Promise<void> => {
    const now = Date.now();
    if (server === null || now < deleteExpiredAt) return;
    deleteExpiredAt = now + DELETE_EXPIRED_EVERY_MS;
    // Not critical: after a failed clean-up the rows wait for the next one.
    await server.query(`DELETE FROM rate_limits WHERE expire < $1`, [now - DELETE_EXPIRED_AFTER_MS]).catch(() => undefined);
  };
  const limiterFor = (route: string, perMinute: number): RateLimiterAbstract => {
    const name = `${route}/${perMinute}`;
    const existing = limiters.get(name);
    if (existing !== undefined) return existing;
    const options = { keyPrefix: route, points: perMinute, duration: WINDOW_SECONDS };
    const memory = new RateLimiterMemory(options);
    const limiter =
      server === null
        ? memory
        : new RateLimiterPostgres({ ...options, storeClient: clientOf(server), storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, insuranceLimiter: memory });
    limiters.set(name, limiter);
    return limiter;
  };
  return {
    consume: async (route, client, perMinute) => {
      await deleteExpiredWhenDue();
      try {
        await limiterFor(route, perMinute).consume(client);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        throw refusal;
      }
    },
  };
};
