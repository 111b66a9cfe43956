import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { dollarsBack, textWithReplacementPatterns, withoutDollars } from '../../test/arbitraries/replacement-pattern.arbitraries.js';
import { invoiceEmail } from './invoice-email.js';
import { invoiceFromOrder } from './invoice-from-order.js';
import { DEMO_SELLER, pricedOrder } from './invoice.fixture.js';
import type { InvoiceDocument } from './invoice-document.js';
import { invoiceJournalCsv } from './invoice-journal.js';
import { ublDocumentXml } from './ubl-document.js';

/** A business's invoice (it has a Peppol UBL) whose stored texts (product, customer, company, seller) are the text. */
const invoiceWith = (text: string, kind: 'invoice' | 'credit_note'): InvoiceDocument => {
  const order = pricedOrder(
    [{ title: text, condition: 'new', quantity: 2, unitPrice: 330_000, transportType: 'truck', transportCountry: 'NL', transportPrice: 40_600 }],
    { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: text, vatNumber: 'NL004495445B01' },
  );
  return invoiceFromOrder(
    { ...order, shippingAddress: { ...order.shippingAddress, name: text, street: text, city: text } },
    {
      kind,
      number: '2026-000042',
      issueDate: '2026-11-25',
      supplyDate: '2026-11-24',
      seller: { ...DEMO_SELLER, name: text, legalName: text, street: text },
      corrects: kind === 'invoice' ? null : { number: '2026-000041', issueDate: '2026-11-20' },
    },
  );
};

const WRITERS: readonly (readonly [string, (doc: InvoiceDocument) => string])[] = [
  ['the UBL (Peppol BIS Billing 3.0)', (doc) => ublDocumentXml(doc) ?? ''],
  ['the invoice email', (doc) => JSON.stringify(invoiceEmail(doc))],
  ['the journal CSV', (doc) => invoiceJournalCsv([doc])],
];

describe('stored text with replacement patterns in invoices (properties)', () => {
  it.each(WRITERS)('%s: `$` is an ordinary character', (_name, write) => {
    fc.assert(
      fc.property(textWithReplacementPatterns, fc.constantFrom('invoice' as const, 'credit_note' as const), (text, kind) => {
        const written = write(invoiceWith(text, kind));
        expect(written).not.toBe('');
        expect(written).toBe(dollarsBack(write(invoiceWith(withoutDollars(text), kind))));
      }),
      { numRuns: 30 },
    );
  });

  it('the UBL holds the text as written', () => {
    const text = "Box $' $` $& $1 $$ end";
    expect(ublDocumentXml(invoiceWith(text, 'invoice'))).toContain('Box $&apos; $` $&amp; $1 $$ end');
  });
});
