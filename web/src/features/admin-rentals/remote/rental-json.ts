import type { ApiJson } from '../../../shared/api-types/api-json.js';

/** One contract as `GET /api/admin/rentals/{id}` answers it (and every change does): periods, invoices, credit notes; amounts in euros. */
export type RentalJson = ApiJson<'AdminRentalDetailDto'>;
export type RentalPeriodJson = RentalJson['periods'][number];
export type RentalInvoiceStatus = RentalPeriodJson['invoice']['status'];
/** One contract in a list: customer, units, dates, next invoice date, what is left and overdue. */
export type RentalSummaryJson = ApiJson<'AdminRentalSummaryDto'>;
export type RentalListJson = ApiJson<'AdminRentalListDto'>;
export type OverdueRentalJson = ApiJson<'OverdueRentalInvoiceDto'>;
export type OverdueRentalListJson = ApiJson<'OverdueRentalListDto'>;
