import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { INVOICE_KINDS } from './invoice-document.js';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.js';

const anyKind = fc.constantFrom(...INVOICE_KINDS);
const anyYear = fc.integer({ min: 2000, max: 9999 });
const anySequence = fc.integer({ min: 1, max: 999_999 });

describe('invoice numbers', () => {
  it('round-trip: a formatted number parses to its kind, year and sequence', () => {
    fc.assert(
      fc.property(anyKind, anyYear, anySequence, (kind, year, sequence) => {
        expect(parseInvoiceNumber(formatInvoiceNumber(kind, year, sequence))).toEqual({ kind, year, sequence });
      }),
    );
  });

  it('sort as text in the order of their sequence within a year and series', () => {
    fc.assert(
      fc.property(anyKind, anyYear, anySequence, anySequence, (kind, year, a, b) => {
        const order = Math.sign(formatInvoiceNumber(kind, year, a).localeCompare(formatInvoiceNumber(kind, year, b)));
        expect(order).toBe(Math.sign(a - b));
      }),
    );
  });

  it('look like 2026-000123 and CN-2026-000012, and refuse anything else', () => {
    expect(formatInvoiceNumber('invoice', 2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber('credit_note', 2026, 12)).toBe('CN-2026-000012');
    for (const text of ['2026-0001', '2026-000000', 'XX-2026-000001', '2026-000001.pdf']) expect(parseInvoiceNumber(text)).toBeNull();
    expect(() => formatInvoiceNumber('invoice', 2026, 0)).toThrow(RangeError);
  });
});
