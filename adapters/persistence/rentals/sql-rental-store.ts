import type { DataSource, EntityManager } from 'typeorm';
import type { RentalContract } from '../../../application/rentals/rental-contract.js';
import type { ContractChange, NewRentalPeriod, OverdueInvoice, RentalDocumentRecord, RentalListQuery, RentalStore, RentalTransaction } from '../../../application/rentals/rental-store.port.js';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import { writeOutboxEmails } from '../shared/outbox-writer.js';
import { nextInvoiceSequenceSql } from '../shared/invoice-counter.js';
import { INSERT_RENTAL_DOCUMENT, RENTAL_SELECT, rentalDocumentParameters, toRentalContract, type RentalRow } from './rental-row.mapper.js';

/** Rows changed by a data-modifying CTE, counted in one statement (an UPDATE alone comes back from TypeORM as [rows, count]). */
const changed = async (manager: Pick<EntityManager, 'query'>, cte: string, parameters: unknown[]): Promise<number> => {
  const [row]: { count: string }[] = await manager.query(`WITH changed AS (${cte} RETURNING 1) SELECT count(*) FROM changed`, parameters);
  return Number(row?.count ?? 0);
};

/** The writes on one locked contract, in its transaction. */
const rentalTransaction = (manager: EntityManager, contractId: string, mailFrom: string): RentalTransaction => ({
  update: async (change: ContractChange): Promise<void> => {
    await changed(
      manager,
      `UPDATE rental_contracts SET state = $2, delivery_date = $3::date, pickup_date = $4::date, notice_given_at = $5, notice_by = $6, ended_at = $7,
         next_period_index = $8, next_period_start = $9::date, updated_at = now()
       WHERE id = $1`,
      [
        contractId,
        change.state,
        change.delivery,
        change.pickup,
        change.noticeGivenAt?.toISOString() ?? null,
        change.noticeBy,
        change.endedAt?.toISOString() ?? null,
        change.nextPeriodIndex,
        change.nextPeriodStart,
      ],
    );
  },
  nextSequence: async (series: string, year: number): Promise<number> => {
    const [row]: { last_sequence: number }[] = await manager.query(nextInvoiceSequenceSql('$1::text', '$2::integer'), [series, year]);
    if (row === undefined) throw new Error('invoice counter gave no number');
    return Number(row.last_sequence);
  },
  insertDocument: async (record: RentalDocumentRecord): Promise<string> => {
    const [row]: { id: string }[] = await manager.query(INSERT_RENTAL_DOCUMENT, rentalDocumentParameters(record));
    if (row === undefined) throw new Error('INSERT INTO invoices returned no id');
    return row.id;
  },
  addPeriod: async (period: NewRentalPeriod, invoiceId: string): Promise<void> => {
    await manager.query(
      `INSERT INTO rental_periods (contract_id, period_index, start_date, days, invoice_id, total_cents, due_date, issued_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [contractId, period.index, period.start, period.days, invoiceId, period.total, period.dueDate, period.issuedAt.toISOString()],
    );
  },
  creditPeriod: async (index: number, credit: { creditNoteId: string; days: number; amount: number }): Promise<void> => {
    const count = await changed(
      manager,
      `UPDATE rental_periods SET credit_note_id = $3, credited_days = $4, credited_cents = $5 WHERE contract_id = $1 AND period_index = $2 AND credit_note_id IS NULL`,
      [contractId, index, credit.creditNoteId, credit.days, credit.amount],
    );
    if (count !== 1) throw new Error(`period ${index} of contract ${contractId} could not be credited`);
  },
  markPaid: async (index: number, day: string): Promise<boolean> =>
    (await changed(manager, `UPDATE rental_periods SET paid_on = $3::date WHERE contract_id = $1 AND period_index = $2 AND paid_on IS NULL`, [contractId, index, day])) === 1,
  addLink: async (tokenHash: string): Promise<void> => {
    await manager.query(`INSERT INTO rental_links (token_hash, contract_id) VALUES ($1, $2)`, [tokenHash, contractId]);
  },
  recordCustomerNotice: async (notice: { day: string; count: number; linkHash: string }): Promise<void> => {
    await manager.query(`INSERT INTO rental_links (token_hash, contract_id) VALUES ($1, $2)`, [notice.linkHash, contractId]);
    // The previous notice's link goes once the contract points at the new one (its row is locked: nothing else moves the pointer).
    const [previous]: { notice_link_hash: string | null }[] = await manager.query(`SELECT notice_link_hash FROM rental_contracts WHERE id = $1`, [contractId]);
    await manager.query(`UPDATE rental_contracts SET notice_link_hash = $2, customer_notice_day = $3::date, customer_notices = $4 WHERE id = $1`, [
      contractId,
      notice.linkHash,
      notice.day,
      notice.count,
    ]);
    const previousHash = previous?.notice_link_hash ?? null;
    if (previousHash !== null) await manager.query(`DELETE FROM rental_links WHERE token_hash = $1`, [previousHash]);
  },
  enqueueEmails: (emails: readonly OutgoingEmail[]) => writeOutboxEmails(manager, emails, mailFrom),
  // The rented units come back to the depot (migration 0022); a product without units has none.
  releaseUnits: (): Promise<number> =>
    changed(
      manager,
      `UPDATE units SET status = 'available', order_id = NULL, order_item_id = NULL, updated_at = now()
       WHERE order_item_id = (SELECT order_item_id FROM rental_contracts WHERE id = $1) AND status IN ('reserved', 'rented-out')`,
      [contractId],
    ),
});

/** Rental contracts in PostgreSQL. */
export class SqlRentalStore implements RentalStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
    /** Told after a change that moved units (the stock version). */
    private readonly unitsChanged: () => void = () => undefined,
  ) {}

  async findById(id: string): Promise<RentalContract | null> {
    const [row]: RentalRow[] = await this.dataSource.query(`${RENTAL_SELECT} WHERE c.id = $1`, [id]);
    return row === undefined ? null : toRentalContract(row);
  }

  async findByLink(tokenHash: string): Promise<RentalContract | null> {
    const [row]: RentalRow[] = await this.dataSource.query(`${RENTAL_SELECT} WHERE c.id = (SELECT contract_id FROM rental_links WHERE token_hash = $1)`, [tokenHash]);
    return row === undefined ? null : toRentalContract(row);
  }

  async list(query: RentalListQuery): Promise<{ items: readonly RentalContract[]; total: number }> {
    const rows: RentalRow[] = await this.dataSource.query(`${RENTAL_SELECT} WHERE c.state = ANY($1::text[]) ORDER BY c.opened_at DESC, c.id LIMIT $2 OFFSET $3`, [
      query.states,
      query.limit,
      query.offset,
    ]);
    const [count]: { total: string }[] = await this.dataSource.query(`SELECT count(*) AS total FROM rental_contracts WHERE state = ANY($1::text[])`, [query.states]);
    return { items: rows.map(toRentalContract), total: Number(count?.total ?? 0) };
  }

  async overdue(day: string, limit: number): Promise<readonly OverdueInvoice[]> {
    const rows: (RentalRow & { period_index: number })[] = await this.dataSource.query(
      `SELECT due.period_index, r.* FROM (
         SELECT contract_id, period_index, due_date FROM rental_periods
         WHERE paid_on IS NULL AND due_date IS NOT NULL AND due_date < $1::date AND total_cents > credited_cents
         ORDER BY due_date, contract_id, period_index LIMIT $2) due
       CROSS JOIN LATERAL (${RENTAL_SELECT} WHERE c.id = due.contract_id) r
       ORDER BY due.due_date, due.contract_id, due.period_index`,
      [day, limit],
    );
    return rows.map((row) => ({ contract: toRentalContract(row), periodIndex: Number(row.period_index) }));
  }

  async withContract<T>(id: string, work: (contract: RentalContract, tx: RentalTransaction) => Promise<T>): Promise<T | null> {
    let unitsMoved = false;
    const result = await this.dataSource.transaction(async (manager) => {
      const [row]: RentalRow[] = await manager.query(`${RENTAL_SELECT} WHERE c.id = $1 FOR UPDATE OF c`, [id]);
      if (row === undefined) return null;
      const tx = rentalTransaction(manager, id, this.mailFrom);
      const releaseUnits = async (): Promise<number> => {
        const count = await tx.releaseUnits();
        unitsMoved ||= count > 0;
        return count;
      };
      return { value: await work(toRentalContract(row), { ...tx, releaseUnits }) };
    });
    if (unitsMoved) this.unitsChanged();
    return result === null ? null : result.value;
  }
}
