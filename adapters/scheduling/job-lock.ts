import type { DataSource } from 'typeorm';

/** Namespace of the shop's advisory locks (the first key of pg_try_advisory_lock(int, int)): "DJ" for daily jobs. */
const LOCK_NAMESPACE = 0x444a;

export type LockOutcome<T> = { readonly acquired: true; readonly value: T } | { readonly acquired: false };

/** Runs work while holding a lock named for a job, or not at all when another holder has it. */
export interface JobLock {
  withLock<T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>>;
}

/**
 * A PostgreSQL session-level advisory lock on a connection of its own, held while the work runs on the
 * pool's other connections: one instance at a time among those sharing the server. The server lets
 * go of it when that connection ends, so a killed instance never leaves the job locked.
 */
export const advisoryJobLock = (dataSource: DataSource): JobLock => ({
  withLock: async <T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>> => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [row]: { locked: boolean }[] = await runner.query(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [LOCK_NAMESPACE, name]);
      if (row?.locked !== true) return { acquired: false };
      try {
        return { acquired: true, value: await work() };
      } finally {
        await runner.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [LOCK_NAMESPACE, name]);
      }
    } finally {
      await runner.release();
    }
  },
});

/**
 * The embedded database has one connection and one session (PGlite): an advisory lock there is
 * re-entrant for everyone, and holding a connection for it would leave the work none. One process
 * owns that database, so the lock is this process's own: one run of a job at a time. A CLI run that
 * joins the running shop's database is not kept out; the jobs are idempotent sweeps, so it bills
 * nothing twice (docs/rentals.md).
 */
export const processJobLock = (): JobLock => {
  const held = new Set<string>();
  return {
    withLock: async <T>(name: string, work: () => Promise<T>): Promise<LockOutcome<T>> => {
      if (held.has(name)) return { acquired: false };
      held.add(name);
      try {
        return { acquired: true, value: await work() };
      } finally {
        held.delete(name);
      }
    },
  };
};

/** The lock for a database: advisory on a PostgreSQL server, this process's own on the embedded one. */
export const jobLockFor = (dataSource: DataSource, kind: 'postgresql' | 'embedded' | 'embedded-shared'): JobLock => {
  if (kind !== 'postgresql') return processJobLock();
  const advisory = advisoryJobLock(dataSource);
  const local = processJobLock();
  // In one process a second run waits for nothing and holds no connection: the process lock first.
  return { withLock: (name, work) => local.withLock(name, async () => advisory.withLock(name, work)).then((outcome) => (outcome.acquired ? outcome.value : outcome)) };
};
