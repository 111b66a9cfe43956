import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { anyContainerNumber } from '../../test/arbitraries/unit.arbitraries.js';
import { LANGUAGES } from '../shared/language.js';
import type { VatCustomer } from '../vat/vat-treatment.js';
import { containerNote } from './container-note.js';
import { invoiceFromOrder } from './invoice-from-order.js';
import { invoiceRuleViolations } from './invoice-rules.js';
import { DEMO_SELLER, pricedOrder } from './invoice.fixture.js';
import { ublDocumentXml } from './ubl-document.js';

const BUSINESS: VatCustomer = { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true };
const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, isArray: (name) => name === 'InvoiceLine' || name === 'CreditNoteLine' });

/** A Belgian business's order of one container line with its transport, its units' numbers given. */
const orderWithUnits = (numbers: readonly string[], language: (typeof LANGUAGES)[number]) => {
  const order = pricedOrder(
    [{ title: 'Zeecontainer 40ft gebruikt', condition: 'used-a', quantity: Math.max(1, numbers.length), unitPrice: 265_000, transportType: 'truck', transportCountry: 'BE', transportPrice: 45_000 }],
    { customer: BUSINESS, companyName: 'Haven BV', vatNumber: 'BE0403170701' },
  );
  return { ...order, language, items: order.items.map((item) => ({ ...item, containerNumbers: numbers })) };
};

describe('invoice lines name their containers', () => {
  it('shows each number of the container line as ISO 6346 displays it, in a BT-127 line note of valid UBL, breaking no rule', () => {
    fc.assert(
      fc.property(fc.uniqueArray(anyContainerNumber, { minLength: 1, maxLength: 4 }), fc.constantFrom(...LANGUAGES), fc.constantFrom('invoice' as const, 'credit_note' as const), (numbers, language, kind) => {
        const doc = invoiceFromOrder(orderWithUnits(numbers, language), {
          kind,
          number: kind === 'invoice' ? '2026-000001' : 'CN-2026-000001',
          issueDate: '2026-11-25',
          supplyDate: '2026-11-25',
          seller: DEMO_SELLER,
          corrects: kind === 'invoice' ? null : { number: '2026-000001', issueDate: '2026-11-25' },
        });
        const [container, transport] = doc.lines;
        expect(container?.containerNumbers).toEqual(numbers.map((number) => `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`));
        expect(transport?.containerNumbers).toBeUndefined();
        expect(invoiceRuleViolations(doc)).toEqual([]);
        const xml = ublDocumentXml(doc);
        if (xml === null) throw new Error('a Belgian business has a Peppol address');
        expect(XMLValidator.validate(xml)).toBe(true);
        const root = parser.parse(xml) as Record<string, { InvoiceLine?: Record<string, unknown>[]; CreditNoteLine?: Record<string, unknown>[] }>;
        const lines = (kind === 'invoice' ? root['Invoice']?.InvoiceLine : root['CreditNote']?.CreditNoteLine) ?? [];
        expect(lines[0]?.['Note']).toBe(container === undefined ? null : containerNote(container, language));
        expect(lines[1]?.['Note']).toBeUndefined();
        // The note comes right after the line's ID, as the UBL schema orders a line's elements.
        expect(Object.keys(lines[0] ?? {}).slice(0, 2)).toEqual(['ID', 'Note']);
      }),
    );
  });

  it('leaves lines of products without units as they were', () => {
    const doc = invoiceFromOrder(orderWithUnits([], 'en'), { kind: 'invoice', number: '2026-000002', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null });
    expect(doc.lines.every((line) => line.containerNumbers === undefined)).toBe(true);
    expect(ublDocumentXml(doc)).not.toContain('<cbc:Note>Containers');
  });
});
