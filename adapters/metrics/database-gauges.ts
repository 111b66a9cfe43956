import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** What pg's Pool tells about its connections. */
interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const isPoolCounts = (value: unknown): value is PoolCounts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)['totalCount'] === 'number' &&
  typeof (value as Record<string, unknown>)['idleCount'] === 'number' &&
  typeof (value as Record<string, unknown>)['waitingCount'] === 'number';

/** The pg Pool behind TypeORM's PostgreSQL driver (its `master`), when there is one. */
const poolOf = (dataSource: DataSource): PoolCounts | null => {
  const master: unknown = (dataSource.driver as unknown as { readonly master?: unknown }).master;
  return isPoolCounts(master) ? master : null;
};

interface QueueRow {
  readonly waiting: string;
  readonly oldest_seconds: string | null;
  readonly dead: string;
  readonly peppol_pending: string;
}

/** One statement, on the database's own clock, so a scrape costs one round trip. */
const QUEUE_SQL = `SELECT
  (SELECT count(*) FROM email_outbox WHERE status IN ('pending', 'sending')) AS waiting,
  (SELECT extract(epoch FROM now() - min(created_at)) FROM email_outbox WHERE status IN ('pending', 'sending')) AS oldest_seconds,
  (SELECT count(*) FROM email_outbox WHERE status = 'dead') AS dead,
  (SELECT count(*) FROM invoices WHERE peppol_state = 'pending') AS peppol_pending`;

/**
 * The scrape's one reading of the queues: the gauges are collected side by side, so the first
 * asks and the others share its answer (null when the database did not answer).
 */
const sharedReading = (dataSource: DataSource): (() => Promise<QueueRow | null>) => {
  let underWay: Promise<QueueRow | null> | null = null;
  return () => {
    underWay ??= (dataSource.query(QUEUE_SQL) as Promise<QueueRow[]>)
      .then((rows) => rows[0] ?? null, () => null)
      .finally(() => {
        underWay = null;
      });
    return underWay;
  };
};

/**
 * Gauges read when Prometheus scrapes (never polled): the email outbox's depth and its oldest
 * waiting message's age, the dead emails, the invoices waiting for Peppol, whether the database
 * answered, and the connection pool's use. A scrape while the database is down still answers:
 * `shop_database_up` is 0 and the queue gauges are NaN (no alert on them fires).
 */
export const registerDatabaseGauges = (registry: Registry, dataSource: DataSource): void => {
  const reading = sharedReading(dataSource);
  const queueGauge = (name: string, help: string, read: (row: QueueRow) => number): Gauge =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const row = await reading();
        this.set(row === null ? Number.NaN : read(row));
      },
    });
  queueGauge('shop_outbox_depth', 'Emails waiting in the outbox (pending or being sent).', (row) => Number(row.waiting));
  queueGauge('shop_outbox_oldest_age_seconds', 'Age of the oldest email still waiting in the outbox (0 when none waits).', (row) =>
    Math.max(0, Number(row.oldest_seconds ?? 0)),
  );
  queueGauge('shop_outbox_dead', 'Emails the outbox gave up on (dead), waiting for an admin to retry them.', (row) => Number(row.dead));
  queueGauge('shop_peppol_pending', 'Invoices waiting to be delivered through Peppol.', (row) => Number(row.peppol_pending));
  new Gauge({
    name: 'shop_database_up',
    help: 'Whether the database answered the scrape-time query (1) or not (0).',
    registers: [registry],
    async collect() {
      this.set((await reading()) === null ? 0 : 1);
    },
  });
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number): Gauge =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const pool = poolOf(dataSource);
        this.set(pool === null ? Number.NaN : read(pool));
      },
    });
  poolGauge('shop_db_pool_connections_in_use', 'Database connections of this instance running a query or transaction now.', (pool) => pool.totalCount - pool.idleCount);
  poolGauge('shop_db_pool_connections_open', 'Database connections this instance holds open (in use or idle).', (pool) => pool.totalCount);
  poolGauge('shop_db_pool_waiting', 'Queries of this instance waiting for a free database connection.', (pool) => pool.waitingCount);
};
