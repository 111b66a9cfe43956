import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dollarsBack, textWithReplacementPatterns, withoutDollars } from '../../test/arbitraries/replacement-pattern.arbitraries.js';
import { translationsToCsv } from '../translations/translations-csv.js';
import { ordersToCsv, type OrderCsvLine } from './orders-csv.js';

const orderLine = (text: string): OrderCsvLine => ({
  orderNumber: 100_001,
  createdAt: '2026-03-01T09:30:00.000Z',
  status: 'paid',
  paymentMethod: 'bank_transfer',
  paidAt: null,
  customerName: text,
  customerEmail: 'jan@example.be',
  productTitle: text,
  condition: 'new',
  quantity: 3,
  unitPrice: 330_000,
  transportType: 'truck',
  transportPrice: 75_300,
  lineTotal: 1_065_300,
  orderSubtotal: 1_065_300,
  orderVat: 223_713,
  orderTotal: 1_289_013,
  customerKind: 'business',
  customerVatNumber: null,
  vatCategory: 'S',
  vatRatePercent: 21,
  vatCountry: 'BE',
  lineVat: 223_713,
  offerNumber: null,
});

const translationsCsv = (text: string): string =>
  translationsToCsv([
    { kind: 'product', id: '7d3c1a52-0000-4000-8000-000000000001', texts: { nl: { title: text, description: text, metaDescription: text }, fr: { title: text } } },
    { kind: 'faq', id: '7d3c1a52-0000-4000-8000-000000000002', texts: { de: { question: text, answer: text } } },
  ]);

const EXPORTS: readonly (readonly [string, (text: string) => string])[] = [
  ['the orders export', (text) => ordersToCsv([orderLine(text), orderLine(`${text}, second`)])],
  ['the translations export', translationsCsv],
];

describe('stored text with replacement patterns in the CSV exports (properties)', () => {
  it.each(EXPORTS)('%s: `$` is an ordinary character', (_name, write) => {
    fc.assert(
      fc.property(textWithReplacementPatterns, (text) => {
        expect(write(text)).toBe(dollarsBack(write(withoutDollars(text))));
      }),
      { numRuns: 50 },
    );
  });

  it('a cell holds the text as written', () => {
    expect(ordersToCsv([orderLine("Box $' $` $& $1 $$ end")])).toContain(",Box $' $` $& $1 $$ end,");
  });
});
