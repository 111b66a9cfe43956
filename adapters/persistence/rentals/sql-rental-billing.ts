import type { DataSource, EntityManager } from 'typeorm';
import type { BillingTransaction, DueContract, PeriodClaim, RentalBillingStore, UnpaidRentalInvoice } from '../../../application/rentals/rental-billing.port.js';
import type { NewRentalPeriod, RentalDocumentRecord } from '../../../application/rentals/rental-store.port.js';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { RentalTerms } from '../../../domain/rentals/rental-invoice.js';
import { insertOutboxEmails, outboxRows } from '../shared/outbox-writer.js';
import { nextInvoiceSequenceSql } from '../shared/invoice-counter.js';
import { rentalDocumentParameters } from './rental-row.mapper.js';

interface DueRow {
  readonly id: string;
  readonly order_id: string;
  readonly terms: RentalTerms;
  readonly delivery: string;
  readonly pickup: string | null;
  readonly next_period_index: number;
}

const DUE_SELECT = `SELECT id, order_id, terms, to_char(delivery_date, 'YYYY-MM-DD') AS delivery, to_char(pickup_date, 'YYYY-MM-DD') AS pickup, next_period_index
FROM rental_contracts`;

const toDue = (row: DueRow): DueContract => ({
  id: row.id,
  orderId: row.order_id,
  terms: row.terms,
  delivery: row.delivery,
  pickup: row.pickup,
  nextPeriodIndex: Number(row.next_period_index),
});

/**
 * The claim: the contract's next period moves on only if it is still `index` and the contract is as
 * the run read it (its row is locked by the UPDATE until the transaction ends; a second run waits,
 * then finds it moved), and only then is the next invoice number taken from the counter.
 */
const CLAIM = `
WITH claimed AS (
  UPDATE rental_contracts SET next_period_index = $2 + 1, next_period_start = $5::date, updated_at = now()
  WHERE id = $1 AND next_period_index = $2 AND state IN ('active', 'notice-given')
    AND delivery_date = $3::date AND pickup_date IS NOT DISTINCT FROM $4::date
  RETURNING id)
${nextInvoiceSequenceSql('$6::text', '$7::integer', 'claimed')}`;

/**
 * The invoice (INSERT_RENTAL_DOCUMENT's parameters `$1`…`$18`), its period row — the primary key
 * (contract, period) refuses a second one whatever happened before — the link and the email.
 */
const RECORD = `
WITH document AS (
  INSERT INTO invoices (number, kind, series, year, sequence, order_id, corrects_id, issued_at, issue_date, language, customer_name,
    customer_vat_number, net_cents, vat_cents, total_cents, document, peppol_state, peppol_next_attempt_at, rental_contract_id)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, CASE WHEN $17 = 'pending' THEN $8::timestamptz END, $18)
  RETURNING id),
period AS (
  INSERT INTO rental_periods (contract_id, period_index, start_date, days, invoice_id, total_cents, due_date, issued_at)
  SELECT $18, $19, $20::date, $21, document.id, $22, $23::date, $8::timestamptz FROM document
  RETURNING contract_id),
link AS (INSERT INTO rental_links (token_hash, contract_id) SELECT $24, contract_id FROM period RETURNING contract_id),
email AS (${insertOutboxEmails('$25', 'link')} RETURNING 1)
SELECT (SELECT count(*) FROM period) AS periods, (SELECT count(*) FROM email) AS emails`;

const billingTransaction = (manager: EntityManager, mailFrom: string): BillingTransaction => ({
  claimPeriod: async (claim: PeriodClaim): Promise<number | null> => {
    const [row]: { last_sequence: number }[] = await manager.query(CLAIM, [claim.contractId, claim.index, claim.delivery, claim.pickup, claim.followingStart, claim.series, claim.year]);
    return row === undefined ? null : Number(row.last_sequence);
  },
  recordInvoice: async (record: RentalDocumentRecord, period: NewRentalPeriod, emails: readonly OutgoingEmail[], linkHash: string): Promise<void> => {
    const [row]: { periods: string }[] = await manager.query(RECORD, [
      ...rentalDocumentParameters(record),
      period.index,
      period.start,
      period.days,
      period.total,
      period.dueDate,
      linkHash,
      outboxRows(emails, mailFrom),
    ]);
    if (Number(row?.periods ?? 0) !== 1) throw new Error(`period ${period.index} of contract ${record.contractId} was not recorded`);
  },
});

interface UnpaidRow {
  readonly contract_id: string;
  readonly terms: RentalTerms;
  readonly period_index: number;
  readonly invoice_number: string;
  readonly due_date: string;
  readonly outstanding: number;
  readonly payment_reference: string | null;
  readonly last_reminder: number | null;
}

/** The billing run's reads and writes in PostgreSQL. */
export class SqlRentalBilling implements RentalBillingStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailFrom: string,
  ) {}

  async dueContracts(cutoff: string, afterId: string | null, limit: number): Promise<readonly DueContract[]> {
    const rows: DueRow[] = await this.dataSource.query(
      `${DUE_SELECT} WHERE next_period_start <= $1::date AND ($2::uuid IS NULL OR id > $2::uuid) ORDER BY id LIMIT $3`,
      [cutoff, afterId, limit],
    );
    return rows.map(toDue);
  }

  async dueContract(id: string): Promise<DueContract | null> {
    const [row]: DueRow[] = await this.dataSource.query(`${DUE_SELECT} WHERE id = $1 AND next_period_start IS NOT NULL`, [id]);
    return row === undefined ? null : toDue(row);
  }

  inTransaction<T>(work: (tx: BillingTransaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(billingTransaction(manager, this.mailFrom)));
  }

  async unpaidInvoices(dueBy: string, after: { contractId: string; periodIndex: number } | null, limit: number): Promise<readonly UnpaidRentalInvoice[]> {
    const rows: UnpaidRow[] = await this.dataSource.query(
      `SELECT p.contract_id, c.terms, p.period_index, i.number AS invoice_number, to_char(p.due_date, 'YYYY-MM-DD') AS due_date,
         p.total_cents - p.credited_cents AS outstanding, i.document -> 'payment' ->> 'reference' AS payment_reference, p.last_reminder
       FROM rental_periods p JOIN rental_contracts c ON c.id = p.contract_id JOIN invoices i ON i.id = p.invoice_id
       WHERE p.paid_on IS NULL AND p.due_date IS NOT NULL AND p.due_date <= $1::date AND p.total_cents > p.credited_cents
         AND ($2::uuid IS NULL OR (p.contract_id, p.period_index) > ($2::uuid, $3::integer))
       ORDER BY p.contract_id, p.period_index LIMIT $4`,
      [dueBy, after?.contractId ?? null, after?.periodIndex ?? 0, limit],
    );
    return rows.map((row) => ({
      contractId: row.contract_id,
      terms: row.terms,
      periodIndex: Number(row.period_index),
      invoiceNumber: row.invoice_number,
      dueDate: row.due_date,
      outstanding: Number(row.outstanding),
      paymentReference: row.payment_reference,
      lastReminder: row.last_reminder === null ? null : Number(row.last_reminder),
    }));
  }

  async recordReminder(invoice: UnpaidRentalInvoice, number: number, day: string, emails: readonly OutgoingEmail[], linkHash: string): Promise<boolean> {
    const [row]: { recorded: string }[] = await this.dataSource.query(
      `WITH marked AS (
         UPDATE rental_periods SET last_reminder = $3
         WHERE contract_id = $1 AND period_index = $2 AND paid_on IS NULL AND coalesce(last_reminder, 0) < $3
         RETURNING contract_id, period_index),
       reminder AS (INSERT INTO rental_reminders (contract_id, period_index, reminder_number, sent_on) SELECT contract_id, period_index, $3, $4::date FROM marked RETURNING contract_id),
       link AS (INSERT INTO rental_links (token_hash, contract_id) SELECT $5, contract_id FROM reminder RETURNING contract_id),
       email AS (${insertOutboxEmails('$6', 'link')} RETURNING 1)
       SELECT (SELECT count(*) FROM reminder) AS recorded`,
      [invoice.contractId, invoice.periodIndex, number, day, linkHash, outboxRows(emails, this.mailFrom)],
    );
    return Number(row?.recorded ?? 0) === 1;
  }
}
