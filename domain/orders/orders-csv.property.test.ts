import { describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { formatCsvEuros, ORDERS_CSV_COLUMNS, ordersToCsv, type OrderCsvLine } from './orders-csv.js';

const anyAmount = fc.integer({ min: 0, max: 100_000_000 });
/** Titles and names with the characters CSV must escape: quotes, commas, line breaks, formula starts. */
const anyNastyText = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '"', ',', '\n', '\r', '=', '+', '-', '@', 'é', '€', ';'), maxLength: 30 });
const anyIsoDate = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());

const anyOrderLine: fc.Arbitrary<OrderCsvLine> = fc.record({
  orderNumber: fc.integer({ min: 100_001, max: 9_999_999 }),
  createdAt: anyIsoDate,
  status: fc.constantFrom('pending', 'paid', 'processing', 'shipped', 'completed', 'cancelled'),
  paymentMethod: fc.constantFrom('stripe', 'bank_transfer'),
  paidAt: fc.option(anyIsoDate, { nil: null }),
  customerName: anyNastyText,
  customerEmail: fc.emailAddress(),
  productTitle: anyNastyText,
  condition: fc.constantFrom('new', 'used-a', 'used-cw'),
  quantity: fc.integer({ min: 1, max: 100 }),
  unitPrice: anyAmount,
  transportType: fc.constantFrom('truck', 'truck_with_crane', 'self_pickup'),
  transportPrice: anyAmount,
  lineTotal: anyAmount,
  orderSubtotal: anyAmount,
  orderVat: anyAmount,
  orderTotal: anyAmount,
  customerKind: fc.constantFrom('consumer', 'business'),
  customerVatNumber: fc.option(fc.constantFrom('NL853060987B01', 'DE136695976'), { nil: null }),
  vatCategory: fc.constantFrom('S', 'K', 'AE'),
  vatRatePercent: fc.constantFrom(0, 19, 20, 21, 25.5),
  vatCountry: fc.constantFrom('BE', 'NL', 'DE'),
  lineVat: fc.option(anyAmount, { nil: null }),
  offerNumber: fc.option(fc.integer({ min: 1, max: 999_999 }).map((sequence) => `OF-2026-${String(sequence).padStart(6, '0')}`), { nil: null }),
});

const readBack = (csv: string): string[][] => parse(csv, { relax_column_count: true }) as string[][];

describe('ordersToCsv', () => {
  it('writes a header and one record per item, every record with the same number of fields', () => {
    fc.assert(
      fc.property(fc.array(anyOrderLine, { maxLength: 8 }), (lines) => {
        const records = readBack(ordersToCsv(lines));
        expect(records).toHaveLength(lines.length + 1);
        for (const record of records) expect(record).toHaveLength(ORDERS_CSV_COLUMNS.length);
      }),
    );
  });

  it('escapes quotes, commas and line breaks in titles and names so they read back unchanged (formulas defused)', () => {
    fc.assert(
      fc.property(anyOrderLine, (line) => {
        const [, record] = readBack(ordersToCsv([line]));
        const defused = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
        expect(record?.[ORDERS_CSV_COLUMNS.indexOf('product_title')]).toBe(defused(line.productTitle));
        expect(record?.[ORDERS_CSV_COLUMNS.indexOf('customer_name')]).toBe(defused(line.customerName));
        expect(record?.[ORDERS_CSV_COLUMNS.indexOf('line_total_eur')]).toBe(formatCsvEuros(line.lineTotal));
      }),
    );
  });

  it('formats cents as euros with two decimals that convert back exactly', () => {
    fc.assert(
      fc.property(anyAmount, (cents) => {
        const text = formatCsvEuros(cents);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Number(text.replace('.', ''))).toBe(cents);
      }),
    );
  });
});
