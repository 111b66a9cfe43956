import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { currentActor } from './audit/audit-actor.js';
import type { Database } from './database.js';

/** Runs one of the shop's hottest statements under a name (letters, digits and `-`, unique per statement text). */
export type PreparedStatements = <Row>(name: string, text: string, parameters: readonly unknown[]) => Promise<Row[]>;

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Every statement sent unnamed, through TypeORM (parsed and planned on each run). */
export const unnamedStatements =
  (dataSource: DataSource): PreparedStatements =>
  async <Row>(_name: string, text: string, parameters: readonly unknown[]): Promise<Row[]> =>
    dataSource.query<Row[]>(text, [...parameters]);

/**
 * On a PostgreSQL server, a named prepared statement: each pooled connection parses it once, and
 * PostgreSQL plans it once when its generic plan is as good as a planned-each-time one (docs/performance-notes.md).
 * The order statement's parse and plan cost more than its run. Logged like any statement (the
 * bench counts them through the logger); failures are TypeORM's QueryFailedError, as for the rest.
 * While an admin acts, the statement goes through TypeORM instead, which records the actor for the
 * audit trail. The embedded database's connections share one session, where a name one of them
 * prepared would collide with another's: there every statement is sent unnamed.
 */
export const preparedStatements = (database: Pick<Database, 'dataSource' | 'kind'>): PreparedStatements => {
  const unnamed = unnamedStatements(database.dataSource);
  if (database.kind !== 'postgresql') return unnamed;
  const { dataSource } = database;
  return async <Row>(name: string, text: string, parameters: readonly unknown[]): Promise<Row[]> => {
    if (currentActor() !== null) return unnamed<Row>(name, text, parameters);
    const pool = (dataSource.driver as PostgresDriver).master as PgPool;
    const values = [...parameters];
    dataSource.logger.logQuery(text, values);
    try {
      return (await pool.query({ name, text, values })).rows as Row[];
    } catch (error) {
      dataSource.logger.logQueryError(error instanceof Error ? error : String(error), text, values);
      throw new QueryFailedError(text, values, error instanceof Error ? error : new Error(String(error)));
    }
  };
};
