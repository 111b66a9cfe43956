import type { RentalContract, RentalPeriodRecord } from '../../../application/rentals/rental-contract.js';
import type { RentalDocumentRecord } from '../../../application/rentals/rental-store.port.js';
import { hasPeppolUbl } from '../../../domain/invoices/ubl-document.js';
import type { RentalTerms } from '../../../domain/rentals/rental-invoice.js';
import type { RentalState } from '../../../domain/rentals/rental-state.js';
import { invoiceRowParameters } from '../shared/invoice-row-parameters.js';

/** A contract with its periods aggregated as JSON (RENTAL_SELECT). */
export interface RentalRow {
  readonly id: string;
  readonly order_id: string;
  readonly order_placed_at: Date;
  readonly terms: RentalTerms;
  readonly state: RentalState;
  readonly delivery: string | null;
  readonly pickup: string | null;
  readonly notice_given_at: Date | null;
  readonly notice_by: 'customer' | 'shop' | null;
  readonly ended_at: Date | null;
  readonly next_period_index: number;
  readonly customer_notice_day: string | null;
  readonly customer_notices: number;
  readonly opened_at: Date;
  readonly periods: readonly Omit<RentalPeriodRecord, 'hasUbl'>[];
}

/** The contract `c` (joined to its order `o`) with its periods, their invoices and credit notes. */
export const RENTAL_SELECT = `
SELECT c.id, c.order_id, o.created_at AS order_placed_at, c.terms, c.state, to_char(c.delivery_date, 'YYYY-MM-DD') AS delivery,
  to_char(c.pickup_date, 'YYYY-MM-DD') AS pickup, c.notice_given_at, c.notice_by, c.ended_at, c.next_period_index, c.opened_at,
  to_char(c.customer_notice_day, 'YYYY-MM-DD') AS customer_notice_day, c.customer_notices,
  (SELECT coalesce(json_agg(json_build_object('index', p.period_index, 'days', p.days, 'invoiceId', i.id, 'invoiceNumber', i.number,
      'invoiceIssueDate', to_char(i.issue_date, 'YYYY-MM-DD'), 'total', p.total_cents, 'dueDate', to_char(p.due_date, 'YYYY-MM-DD'),
      'paidOn', to_char(p.paid_on, 'YYYY-MM-DD'),
      'paymentReference', CASE WHEN i.rental_contract_id IS NULL THEN NULL ELSE i.document -> 'payment' ->> 'reference' END,
      'creditNoteNumber', cn.number, 'creditNoteIssueDate', to_char(cn.issue_date, 'YYYY-MM-DD'), 'creditedDays', p.credited_days,
      'credited', p.credited_cents, 'lastReminder', p.last_reminder) ORDER BY p.period_index), '[]')
   FROM rental_periods p JOIN invoices i ON i.id = p.invoice_id LEFT JOIN invoices cn ON cn.id = p.credit_note_id
   WHERE p.contract_id = c.id) AS periods
FROM rental_contracts c JOIN orders o ON o.id = c.order_id`;

export const toRentalContract = (row: RentalRow): RentalContract => {
  const hasUbl = hasPeppolUbl({ vatNumber: row.terms.buyer.vatNumber });
  return {
    id: row.id,
    orderId: row.order_id,
    orderPlacedAt: new Date(row.order_placed_at),
    terms: row.terms,
    state: row.state,
    delivery: row.delivery,
    pickup: row.pickup,
    noticeGivenAt: row.notice_given_at === null ? null : new Date(row.notice_given_at),
    noticeBy: row.notice_by,
    endedAt: row.ended_at === null ? null : new Date(row.ended_at),
    customerNotices: { day: row.customer_notice_day, count: Number(row.customer_notices) },
    nextPeriodIndex: Number(row.next_period_index),
    openedAt: new Date(row.opened_at),
    periods: row.periods.map((period) => ({ ...period, hasUbl })),
  };
};

/** The INSERT of a rental document (parameters `$1`…`$18`), as the invoices table keeps every document. */
export const INSERT_RENTAL_DOCUMENT = `
INSERT INTO invoices (number, kind, series, year, sequence, order_id, corrects_id, issued_at, issue_date, language, customer_name,
  customer_vat_number, net_cents, vat_cents, total_cents, document, peppol_state, peppol_next_attempt_at, rental_contract_id)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, CASE WHEN $17 = 'pending' THEN $8::timestamptz END, $18)
RETURNING id`;

/** The parameters `$1`…`$18` of INSERT_RENTAL_DOCUMENT: an invoice row's, then the contract. */
export const rentalDocumentParameters = (record: RentalDocumentRecord): unknown[] => [...invoiceRowParameters(record), record.contractId];
