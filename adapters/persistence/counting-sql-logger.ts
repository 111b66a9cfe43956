import type { Logger } from 'typeorm';

/** Counts SQL statements (tests and benchmarks check there is no N+1). */
export class CountingSqlLogger implements Logger {
  count = 0;

  logQuery(): void {
    this.count += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}

  /** Statements run while `work` runs. */
  async countDuring(work: () => Promise<unknown>): Promise<number> {
    const before = this.count;
    await work();
    return this.count - before;
  }
}
