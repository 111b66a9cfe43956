import type { DataSource } from 'typeorm';
import type { ErasureAttempt, HeldData, PersonalDataStore, SweepOutcome } from '../../../application/privacy/personal-data-store.port.js';
import type { RetentionCategory } from '../../../domain/privacy/retention.js';
import { eraseHeldData } from './sql-erasure.js';
import { collectHeldData } from './sql-held-data.js';
import { sweepHeldData } from './sql-retention-sweep.js';

/**
 * Taken first by an erasure, in this order (an offer's acceptance locks its offer, then writes its
 * order): the offers, so no acceptance is under way, then the orders in a mode that every order
 * write (placing, paying, cancelling) waits on and that two erasures cannot hold at once. Reads go on.
 * The check that nothing is open and the erasure then see every order committed before, and none
 * can be placed until the erasure has committed.
 */
const ERASURE_LOCKS = ['LOCK TABLE offers IN EXCLUSIVE MODE', 'LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE'] as const;

/**
 * PostgreSQL's deadlock_detected. A writer that takes the orders before the offers (an order's
 * cancellation returning its offer, one statement) can meet the erasure taking them the other way; the
 * server then aborts one of the two transactions. The erasure runs again: the other has its locks by then.
 */
const DEADLOCK_DETECTED = '40P01';
const ERASURE_ATTEMPTS = 3;

const isDeadlock = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, driverError } = error as { code?: unknown; driverError?: { code?: unknown } };
  return code === DEADLOCK_DETECTED || driverError?.code === DEADLOCK_DETECTED;
};

export interface PersonalDataStoreHooks {
  /** Runs in the erasure's transaction once the locks are held and the check passed (tests place an order here). */
  readonly afterCheck?: () => Promise<void>;
}

/** The personal data in PostgreSQL: each operation one transaction on its own EntityManager. */
export class SqlPersonalDataStore implements PersonalDataStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hooks: PersonalDataStoreHooks = {},
  ) {}

  collect(email: string): Promise<HeldData> {
    return this.dataSource.transaction((manager) => collectHeldData((sql, parameters) => manager.query(sql, parameters), email));
  }

  async erase(email: string, by: string): Promise<ErasureAttempt> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.eraseOnce(email, by);
      } catch (error) {
        if (attempt >= ERASURE_ATTEMPTS || !isDeadlock(error)) throw error;
      }
    }
  }

  private eraseOnce(email: string, by: string): Promise<ErasureAttempt> {
    return this.dataSource.transaction(async (manager): Promise<ErasureAttempt> => {
      const query = (sql: string, parameters?: unknown[]) => manager.query(sql, parameters);
      for (const lock of ERASURE_LOCKS) await query(lock);
      const held = await collectHeldData(query, email);
      if (held.isAdmin) return { kind: 'admin' };
      if (held.openOrders.length > 0 || held.runningRentals > 0) return { kind: 'still-open', openOrders: held.openOrders, runningRentals: held.runningRentals };
      await this.hooks.afterCheck?.();
      return { kind: 'erased', outcome: await eraseHeldData(query, email, by), invoicesKept: held.invoices.length };
    });
  }

  sweep(cutoffs: Readonly<Record<RetentionCategory, Date>>, by: string): Promise<SweepOutcome> {
    return this.dataSource.transaction((manager) => sweepHeldData((sql, parameters) => manager.query(sql, parameters), cutoffs, by));
  }
}
