import type { RentalDocumentView, RentalPeriodView, RentalView } from '../../application/rentals/rental-view.js';
import { centsToEuros } from '../../domain/shared/money.js';
import type { RentalDocumentLinksDto, RentalDto, RentalPeriodDto } from './rental.dto.js';

/** Where a document of the contract is downloaded: `(number, 'pdf' | 'xml')` → path. */
export type DocumentPath = (number: string, format: 'pdf' | 'xml') => string;

/** The customer's download paths: they carry the link's token. */
export const customerDocumentPath =
  (token: string): DocumentPath =>
  (number, format) =>
    `/api/rentals/${encodeURIComponent(token)}/documents/${number}.${format}`;

/** The admin's download paths (session). */
export const adminDocumentPath: DocumentPath = (number, format) => `/api/admin/invoices/${number}.${format}`;

const links = (document: RentalDocumentView, path: DocumentPath): RentalDocumentLinksDto => ({
  number: document.number,
  issueDate: document.issueDate,
  total: centsToEuros(document.total),
  pdfUrl: path(document.number, 'pdf'),
  ublUrl: document.hasUbl ? path(document.number, 'xml') : null,
});

const toPeriodDto = (period: RentalPeriodView, path: DocumentPath): RentalPeriodDto => ({
  index: period.index,
  start: period.start,
  end: period.end,
  days: period.days,
  invoice: {
    ...links(period.invoice, path),
    dueDate: period.invoice.dueDate,
    paidOn: period.invoice.paidOn,
    status: period.invoice.status,
    outstanding: centsToEuros(period.invoice.outstanding),
    paymentReference: period.invoice.paymentReference,
    remindersSent: period.invoice.remindersSent,
  },
  creditNote: period.creditNote === null ? null : { ...links(period.creditNote, path), days: period.creditNote.days },
});

export const toRentalDto = (view: RentalView, path: DocumentPath): RentalDto => ({
  orderNumber: view.orderNumber,
  state: view.state,
  language: view.language,
  productTitle: view.productTitle,
  quantity: view.quantity,
  containerNumbers: [...view.containerNumbers],
  dailyPrice: centsToEuros(view.dailyPrice),
  periodPrice: centsToEuros(view.periodPrice),
  vat: { category: view.vat.category, ratePercent: view.vat.ratePercent, mention: view.vat.mention?.[view.language] ?? null },
  deliveryDate: view.deliveryDate,
  pickupDate: view.pickupDate,
  noticeGivenAt: view.noticeGivenAt?.toISOString() ?? null,
  endedAt: view.endedAt?.toISOString() ?? null,
  nextInvoiceDate: view.nextInvoiceDate,
  nextPeriod: view.nextPeriod,
  periods: view.periods.map((period) => toPeriodDto(period, path)),
  outstanding: centsToEuros(view.outstanding),
  overdue: centsToEuros(view.overdue),
  notice: view.notice,
});
