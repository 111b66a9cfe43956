import type { EntityManager } from 'typeorm';
import type { OutgoingEmail } from '../../../application/email/outgoing-email.js';
import type { InvoiceOrderRow, InvoiceTransactionStore, IssuedDocumentRef, NewInvoiceRecord } from '../../../application/invoices/invoice-store.port.js';
import type { RentalOpeningStore } from '../../../application/rentals/rental-opening.port.js';
import type { InvoiceKind } from '../../../domain/invoices/invoice-document.js';
import { ORDER_SELECT, toOrder, type OrderRow } from '../shared/order-row.mapper.js';
import { nextInvoiceSequenceSql } from '../shared/invoice-counter.js';
import { invoiceRowParameters } from '../shared/invoice-row-parameters.js';

type OutboxWriter = (manager: EntityManager, emails: readonly OutgoingEmail[], defaultFrom: string) => Promise<void>;

/**
 * Issuing invoices in PostgreSQL, every statement in the caller's transaction (its EntityManager); `rentals`
 * opens a paid order's rental contracts in the same transaction (the rentals' persistence, given by the caller).
 */
export const sqlInvoiceTransactionStore = (
  manager: EntityManager,
  writeEmails: OutboxWriter,
  mailFrom: string,
  rentals: RentalOpeningStore,
): InvoiceTransactionStore => ({
  loadOrder: async (orderId: string): Promise<InvoiceOrderRow | null> => {
    const [row]: OrderRow[] = await manager.query(`${ORDER_SELECT} WHERE o.id = $1`, [orderId]);
    if (row === undefined) return null;
    const order = toOrder(row);
    // The containers each line was given (migration 0022), in ORDER_SELECT's item order; kept after a cancellation for the credit note.
    const given: { container_numbers: string[] }[] = await manager.query(`SELECT container_numbers FROM order_items WHERE order_id = $1 ORDER BY position, id`, [orderId]);
    const items = order.items.map((item, index) => ({ ...item, containerNumbers: given[index]?.container_numbers ?? [] }));
    return { ...order, items, paidAt: row.paid_at === null ? null : new Date(row.paid_at) };
  },
  findDocument: async (orderId: string, kind: InvoiceKind): Promise<IssuedDocumentRef | null> => {
    const [row]: { id: string; number: string; issue_date: string }[] = await manager.query(
      // The order's own document: rental invoices and their credit notes belong to the order too, with their contract named.
      `SELECT id, number, to_char(issue_date, 'YYYY-MM-DD') AS issue_date FROM invoices WHERE order_id = $1 AND kind = $2 AND rental_contract_id IS NULL`,
      [orderId, kind],
    );
    return row === undefined ? null : { id: row.id, number: row.number, issueDate: row.issue_date };
  },
  nextSequence: async (series: string, year: number): Promise<number> => {
    // The counter row stays locked until the transaction ends: numbers follow each other, and a rollback gives the number back.
    const [row]: { last_sequence: number }[] = await manager.query(nextInvoiceSequenceSql('$1::text', '$2::integer'), [series, year]);
    if (row === undefined) throw new Error('invoice counter gave no number');
    return Number(row.last_sequence);
  },
  insert: async (record: NewInvoiceRecord): Promise<string> => {
    const [row]: { id: string }[] = await manager.query(
      `INSERT INTO invoices (number, kind, series, year, sequence, order_id, corrects_id, issued_at, issue_date, language, customer_name,
         customer_vat_number, net_cents, vat_cents, total_cents, document, peppol_state, peppol_next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, CASE WHEN $17 = 'pending' THEN $8::timestamptz END)
       RETURNING id`,
      invoiceRowParameters(record),
    );
    if (row === undefined) throw new Error('INSERT INTO invoices returned no id');
    return row.id;
  },
  enqueueEmails: (emails) => writeEmails(manager, emails, mailFrom),
  rentals,
});
