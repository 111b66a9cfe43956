import { formatCsvEuros } from '../orders/orders-csv.js';
import type { OssReportRow } from './oss-report.js';

export const OSS_REPORT_COLUMNS = ['member_state', 'vat_rate_percent', 'taxable_amount_eur', 'vat_eur'] as const;

/** The OSS return as CSV (CRLF records, amounts in euros with two decimals). */
export const ossReportToCsv = (rows: readonly OssReportRow[]): string =>
  [OSS_REPORT_COLUMNS.join(','), ...rows.map((row) => [row.country, String(row.ratePercent), formatCsvEuros(row.taxable), formatCsvEuros(row.vat)].join(','))]
    .map((record) => `${record}\r\n`)
    .join('');
