import type { DataSource } from 'typeorm';
import type { ErasureOutcome, HeldData, PersonalDataStore, SweepOutcome } from '../../../application/privacy/personal-data-store.port.js';
import type { RetentionCategory } from '../../../domain/privacy/retention.js';
import { eraseHeldData } from './sql-erasure.js';
import { collectHeldData } from './sql-held-data.js';
import { sweepHeldData } from './sql-retention-sweep.js';

/** The personal data in PostgreSQL: each operation one transaction on its own EntityManager. */
export class SqlPersonalDataStore implements PersonalDataStore {
  constructor(private readonly dataSource: DataSource) {}

  collect(email: string): Promise<HeldData> {
    return this.dataSource.transaction((manager) => collectHeldData((sql, parameters) => manager.query(sql, parameters), email));
  }

  erase(email: string, by: string): Promise<ErasureOutcome> {
    return this.dataSource.transaction((manager) => eraseHeldData((sql, parameters) => manager.query(sql, parameters), email, by));
  }

  sweep(cutoffs: Readonly<Record<RetentionCategory, Date>>, by: string): Promise<SweepOutcome> {
    return this.dataSource.transaction((manager) => sweepHeldData((sql, parameters) => manager.query(sql, parameters), cutoffs, by));
  }
}
