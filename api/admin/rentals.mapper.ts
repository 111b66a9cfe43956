import type { OverdueRentalInvoice } from '../../application/rentals/admin-rentals.use-case.js';
import type { RentalView } from '../../application/rentals/rental-view.js';
import { centsToEuros } from '../../domain/shared/money.js';
import { adminDocumentPath, toRentalDto } from '../rentals/rental.mapper.js';
import type { AdminRentalDetailDto, AdminRentalSummaryDto, OverdueRentalInvoiceDto } from './rentals.dto.js';

export const toAdminRentalSummaryDto = (view: RentalView): AdminRentalSummaryDto => ({
  id: view.id,
  orderId: view.orderId,
  orderNumber: view.orderNumber,
  state: view.state,
  customer: view.customer,
  productTitle: view.productTitle,
  quantity: view.quantity,
  containerNumbers: [...view.containerNumbers],
  deliveryDate: view.deliveryDate,
  pickupDate: view.pickupDate,
  nextInvoiceDate: view.nextInvoiceDate,
  outstanding: centsToEuros(view.outstanding),
  overdue: centsToEuros(view.overdue),
  openedAt: view.openedAt.toISOString(),
});

export const toAdminRentalDetailDto = (view: RentalView): AdminRentalDetailDto => ({
  ...toRentalDto(view, adminDocumentPath),
  id: view.id,
  orderId: view.orderId,
  customer: view.customer,
  noticeBy: view.noticeBy,
  openedAt: view.openedAt.toISOString(),
});

export const toOverdueRentalInvoiceDto = (row: OverdueRentalInvoice): OverdueRentalInvoiceDto => ({
  rental: toAdminRentalSummaryDto(row.rental),
  periodIndex: row.periodIndex,
  invoiceNumber: row.invoiceNumber,
  dueDate: row.dueDate,
  outstanding: centsToEuros(row.outstanding),
  daysOverdue: row.daysOverdue,
  remindersSent: row.remindersSent,
  pdfUrl: adminDocumentPath(row.invoiceNumber, 'pdf'),
});
