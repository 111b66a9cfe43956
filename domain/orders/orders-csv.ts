import type { Cents } from '../shared/money.js';

/** One order item as the orders export writes it (one CSV line per item). */
export interface OrderCsvLine {
  readonly orderNumber: number;
  /** ISO 8601 (UTC), e.g. 2026-03-01T09:30:00.000Z. */
  readonly createdAt: string;
  readonly status: string;
  readonly paymentMethod: string;
  readonly paidAt: string | null;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly productTitle: string;
  readonly condition: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly transportType: string;
  readonly transportPrice: Cents;
  readonly lineTotal: Cents;
  readonly orderSubtotal: Cents;
  readonly orderVat: Cents;
  readonly orderTotal: Cents;
  readonly customerKind: string;
  readonly customerVatNumber: string | null;
  /** The line's EN 16931 VAT category (S, K, AE), rate, and whose VAT it is. */
  readonly vatCategory: string;
  readonly vatRatePercent: number;
  readonly vatCountry: string;
  /** The line's share of the order's VAT; null for orders placed before VAT was decided per line. */
  readonly lineVat: Cents | null;
  /** The offer the order was made from (OF-YYYY-NNNNNN); null for an order from a cart. */
  readonly offerNumber: string | null;
}

export const ORDERS_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'payment_method',
  'paid_at',
  'customer_name',
  'customer_email',
  'product_title',
  'condition',
  'quantity',
  'unit_price_eur',
  'transport_type',
  'transport_price_eur',
  'line_total_eur',
  'order_subtotal_eur',
  'order_vat_eur',
  'order_total_eur',
  'customer_kind',
  'customer_vat_number',
  'vat_category',
  'vat_rate_percent',
  'vat_country',
  'line_vat_eur',
  'offer_number',
] as const;

/** Cents as euros with exactly two decimals and a dot (1065300 → "10653.00"), no float arithmetic. */
export const formatCsvEuros = (cents: Cents): string => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/**
 * Text a visitor or admin typed: quoted when it holds a quote, comma or line
 * break (RFC 4180, quotes doubled), and a leading = + - @ or tab is prefixed
 * with an apostrophe so a spreadsheet never runs it as a formula.
 */
export const csvText = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const lineFields = (line: OrderCsvLine): readonly string[] => [
  String(line.orderNumber),
  csvText(line.createdAt),
  csvText(line.status),
  csvText(line.paymentMethod),
  csvText(line.paidAt ?? ''),
  csvText(line.customerName),
  csvText(line.customerEmail),
  csvText(line.productTitle),
  csvText(line.condition),
  String(line.quantity),
  formatCsvEuros(line.unitPrice),
  csvText(line.transportType),
  formatCsvEuros(line.transportPrice),
  formatCsvEuros(line.lineTotal),
  formatCsvEuros(line.orderSubtotal),
  formatCsvEuros(line.orderVat),
  formatCsvEuros(line.orderTotal),
  csvText(line.customerKind),
  csvText(line.customerVatNumber ?? ''),
  csvText(line.vatCategory),
  String(line.vatRatePercent),
  csvText(line.vatCountry),
  line.lineVat === null ? '' : formatCsvEuros(line.lineVat),
  csvText(line.offerNumber ?? ''),
];

/** The export file: a header row, then one CRLF-terminated record per order item, in the given order. */
export const ordersToCsv = (lines: readonly OrderCsvLine[]): string =>
  [ORDERS_CSV_COLUMNS.join(','), ...lines.map((line) => lineFields(line).join(','))].map((record) => `${record}\r\n`).join('');
