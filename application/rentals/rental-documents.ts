import type { InvoiceKind } from '../../domain/invoices/invoice-document.js';
import { formatInvoiceNumber, INVOICE_SERIES } from '../../domain/invoices/invoice-number.js';
import { rentalInvoiceCommunication } from '../../domain/rentals/rental-communication.js';
import { rentalDocument, type RentalCharge, type RentalTerms } from '../../domain/rentals/rental-invoice.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { viaPeppol } from '../../domain/invoices/via-peppol.js';
import type { RentalDocumentRecord, RentalTransaction } from './rental-store.port.js';

/** The contract a document is issued for. */
export interface DocumentContract {
  readonly id: string;
  readonly orderId: string;
  readonly terms: RentalTerms;
}

export interface DocumentIssue {
  readonly kind: InvoiceKind;
  readonly issuedAt: Date;
  readonly seller: SellerDetails;
  /** An invoice's due date. */
  readonly dueDate: string | null;
  /** The invoice a credit note credits. */
  readonly corrects: { readonly id: string; readonly number: string; readonly issueDate: string } | null;
}

/** The series and year a document issued at an instant is numbered in (Belgian calendar year). */
export const numbering = (kind: InvoiceKind, issuedAt: Date): { readonly series: string; readonly year: number; readonly issueDate: string } => {
  const issueDate = belgianDay(issuedAt);
  return { series: INVOICE_SERIES[kind], year: Number(issueDate.slice(0, 4)), issueDate };
};

/**
 * A rental invoice or credit note as stored, numbered by `sequence` in the shop's one series with
 * the numbering of every invoice (invoice-number.ts); an invoice gets its own structured
 * communication; a Belgian business's document goes through Peppol (issue-documents.ts).
 */
export const rentalDocumentRecord = (contract: DocumentContract, charge: RentalCharge, issue: DocumentIssue, sequence: number): RentalDocumentRecord => {
  const { series, year, issueDate } = numbering(issue.kind, issue.issuedAt);
  const number = formatInvoiceNumber(issue.kind, year, sequence);
  const document = rentalDocument(contract.terms, charge, {
    kind: issue.kind,
    number,
    issueDate,
    seller: issue.seller,
    paymentReference: issue.kind === 'invoice' ? rentalInvoiceCommunication(year, sequence) : null,
    dueDate: issue.kind === 'invoice' ? issue.dueDate : null,
    corrects: issue.corrects === null ? null : { number: issue.corrects.number, issueDate: issue.corrects.issueDate },
  });
  return {
    kind: issue.kind,
    series,
    year,
    sequence,
    orderId: contract.orderId,
    contractId: contract.id,
    correctsId: issue.corrects?.id ?? null,
    issuedAt: issue.issuedAt,
    document,
    peppol: viaPeppol(document.buyer.vatNumber) ? 'pending' : 'not_applicable',
  };
};

/** Numbers and stores a document in the contract's transaction (a rollback gives the number back). */
export const issueRentalDocument = async (tx: RentalTransaction, contract: DocumentContract, charge: RentalCharge, issue: DocumentIssue): Promise<{ readonly id: string; readonly record: RentalDocumentRecord }> => {
  const { series, year } = numbering(issue.kind, issue.issuedAt);
  const record = rentalDocumentRecord(contract, charge, issue, await tx.nextSequence(series, year));
  return { id: await tx.insertDocument(record), record };
};
