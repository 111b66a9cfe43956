import type { DataSource } from 'typeorm';
import type { InvoiceArchive, InvoiceSummary, OrderDocument } from '../../../application/invoices/invoice-archive.port.js';
import type { InvoiceDocument, InvoiceKind } from '../../../domain/invoices/invoice-document.js';
import { hasPeppolUbl } from '../../../domain/invoices/ubl-document.js';

interface SummaryRow {
  readonly number: string;
  readonly kind: InvoiceKind;
  readonly issue_date: string;
  readonly issued_at: Date;
  readonly order_id: string;
  readonly order_number: string | number;
  readonly customer_name: string;
  readonly customer_vat_number: string | null;
  readonly net_cents: number;
  readonly vat_cents: number;
  readonly total_cents: number;
  readonly peppol_state: InvoiceSummary['peppolState'];
  readonly corrects_number: string | null;
}

/** Issued documents in PostgreSQL, read only (a trigger keeps them as issued). */
export class SqlInvoiceArchive implements InvoiceArchive {
  constructor(private readonly dataSource: DataSource) {}

  async list(range: { from: string | null; to: string | null }): Promise<readonly InvoiceSummary[]> {
    const rows: SummaryRow[] = await this.dataSource.query(
      `SELECT i.number, i.kind, to_char(i.issue_date, 'YYYY-MM-DD') AS issue_date, i.issued_at, i.order_id, o.order_number, i.customer_name,
         i.customer_vat_number, i.net_cents, i.vat_cents, i.total_cents, i.peppol_state, c.number AS corrects_number
       FROM invoices i JOIN orders o ON o.id = i.order_id LEFT JOIN invoices c ON c.id = i.corrects_id
       WHERE ($1::date IS NULL OR i.issue_date >= $1::date) AND ($2::date IS NULL OR i.issue_date <= $2::date)
       ORDER BY i.kind DESC, i.number`,
      [range.from, range.to],
    );
    return rows.map((row) => ({
      number: row.number,
      kind: row.kind,
      issueDate: row.issue_date,
      issuedAt: new Date(row.issued_at),
      orderId: row.order_id,
      orderNumber: Number(row.order_number),
      customerName: row.customer_name,
      customerVatNumber: row.customer_vat_number,
      net: row.net_cents,
      vat: row.vat_cents,
      total: row.total_cents,
      peppolState: row.peppol_state,
      correctsNumber: row.corrects_number,
      hasUbl: hasPeppolUbl({ vatNumber: row.customer_vat_number }),
    }));
  }

  async findDocument(number: string): Promise<InvoiceDocument | null> {
    const [row]: { document: InvoiceDocument }[] = await this.dataSource.query(`SELECT document FROM invoices WHERE number = $1`, [number]);
    return row?.document ?? null;
  }

  async documentsOfOrder(orderId: string): Promise<readonly OrderDocument[]> {
    const rows: { number: string; kind: InvoiceKind; issued_at: Date; customer_vat_number: string | null }[] = await this.dataSource.query(
      `SELECT number, kind, issued_at, customer_vat_number FROM invoices WHERE order_id = $1 ORDER BY issued_at, number`,
      [orderId],
    );
    return rows.map((row) => ({ number: row.number, kind: row.kind, issuedAt: new Date(row.issued_at), hasUbl: hasPeppolUbl({ vatNumber: row.customer_vat_number }) }));
  }
}
