import type { InvoiceKind } from './invoice-document.js';

/**
 * Invoice numbers run per calendar year and series without a gap:
 * invoices `2026-000123`, credit notes `CN-2026-000012` (their own series).
 */
export const INVOICE_SERIES: Readonly<Record<InvoiceKind, string>> = { invoice: 'INV', credit_note: 'CN' };

export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number): string => {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`invoice year out of range: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) throw new RangeError(`invoice sequence out of range: ${sequence}`);
  const body = `${year}-${String(sequence).padStart(6, '0')}`;
  return kind === 'invoice' ? body : `CN-${body}`;
};

export interface ParsedInvoiceNumber {
  readonly kind: InvoiceKind;
  readonly year: number;
  readonly sequence: number;
}

export const parseInvoiceNumber = (text: string): ParsedInvoiceNumber | null => {
  const match = /^(CN-)?(\d{4})-(\d{6})$/.exec(text);
  if (match === null) return null;
  const sequence = Number(match[3]);
  if (sequence < 1) return null;
  return { kind: match[1] === undefined ? 'invoice' : 'credit_note', year: Number(match[2]), sequence };
};
