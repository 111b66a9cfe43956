import { DataSource, EventSubscriber, type DataSourceOptions, type EntitySubscriberInterface, type ObjectLiteral, type QueryRunner, type TransactionStartEvent } from 'typeorm';
import { currentActor } from './audit-actor.js';

const SET_ACTOR = `SELECT set_config('app.actor', $1, true)`;

/** Every transaction started while someone acts says who, for the audit triggers (transaction-local: it ends with the transaction). */
@EventSubscriber()
class AuditActorSubscriber implements EntitySubscriberInterface {
  async afterTransactionStart(event: TransactionStartEvent): Promise<void> {
    const actor = currentActor();
    if (actor !== null) await event.queryRunner.query(SET_ACTOR, [actor]);
  }
}

/**
 * A DataSource that carries the acting admin (audit-actor.ts) into the database: transactions get
 * `app.actor` set by the subscriber, and a statement sent on its own while someone acts runs in a
 * transaction of its own, so that even a one-statement write (`DELETE FROM products …`) is recorded
 * with its actor. Adapters need not remember anything: whoever writes through the shop's DataSource
 * inside an admin request or a CLI run is recorded. The setting is local to the transaction, so it
 * cannot leak to the next user of a pooled connection (nor to another connection of the embedded
 * database, whose connections share one session).
 */
export class AuditedDataSource extends DataSource {
  constructor(options: DataSourceOptions) {
    super({ ...options, subscribers: [AuditActorSubscriber] });
  }

  override async query<T = unknown>(query: string, parameters?: unknown[] | ObjectLiteral, queryRunner?: QueryRunner): Promise<T> {
    if (queryRunner !== undefined || currentActor() === null) return super.query<T>(query, parameters, queryRunner);
    return this.transaction((manager) => super.query<T>(query, parameters, manager.queryRunner));
  }
}
