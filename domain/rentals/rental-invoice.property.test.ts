import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyDeliveryDay } from '../../test/arbitraries/rental.arbitraries.js';
import { invoiceRuleViolations } from '../invoices/invoice-rules.js';
import { DEMO_SELLER } from '../invoices/invoice.fixture.js';
import { ublDocumentXml } from '../invoices/ubl-document.js';
import { isValidStructuredCommunication } from '../payments/structured-communication.js';
import { decideVatTreatment, type VatCustomer } from '../vat/vat-treatment.js';
import { addDays } from './rental-days.js';
import { rentalInvoiceCommunication } from './rental-communication.js';
import { rentalDocument, type RentalTerms } from './rental-invoice.js';
import { dailyPriceOfLine } from './rental-terms.js';

/** Renting customers: a consumer, Belgian and foreign businesses, confirmed or not; their treatment decided by the VAT domain. */
const CUSTOMERS: readonly { customer: VatCustomer; vatNumber: string | null; countryCode: string }[] = [
  { customer: { kind: 'consumer', vatNumberCountry: null, vatNumberConfirmed: false }, vatNumber: null, countryCode: 'BE' },
  { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, vatNumber: 'BE0403170701', countryCode: 'BE' },
  { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: true }, vatNumber: 'DE136695976', countryCode: 'DE' },
  { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, vatNumber: 'NL004495445B01', countryCode: 'NL' },
  { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: false }, vatNumber: 'NL004495445B01', countryCode: 'NL' },
];

const anyTerms: fc.Arbitrary<RentalTerms> = fc
  .record({
    who: fc.constantFrom(...CUSTOMERS),
    quantity: fc.integer({ min: 1, max: 100 }),
    dailyPrice: fc.integer({ min: 1, max: 100_000 }),
    language: fc.constantFrom('nl' as const, 'de' as const, 'fr' as const, 'en' as const),
    numbers: fc.constantFrom([] as string[], ['MSKU1234565'], ['CSQU3054383', 'MSKU1234565']),
  })
  .map(({ who, quantity, dailyPrice, language, numbers }) => ({
    orderNumber: 100_123,
    language,
    buyer: { name: 'Haven BV', companyName: who.vatNumber === null ? null : 'Haven BV', vatNumber: who.vatNumber, email: 'a@example.be', street: 'Kaai 1', postalCode: '1000', city: 'Stad', countryCode: who.countryCode },
    deliveryAddress: { street: 'Kaai 1', postalCode: '1000', city: 'Stad', countryCode: who.countryCode },
    productTitle: 'Zeecontainer 20ft',
    quantity,
    dailyPrice,
    containerNumbers: numbers,
    vat: decideVatTreatment({ customer: who.customer, deliveryCountry: 'BE', collectedAtDepot: false, supply: 'rent', ossEnabled: true, date: '2026-11-25' }),
  }));

const anyCharge = fc.record({ index: fc.integer({ min: 2, max: 40 }), from: anyDeliveryDay, days: fc.integer({ min: 1, max: 30 }) });

const invoiceIssue = (from: string) => ({
  kind: 'invoice' as const,
  number: '2026-000042',
  issueDate: addDays(from, -7),
  seller: DEMO_SELLER,
  paymentReference: rentalInvoiceCommunication(2026, 42),
  dueDate: from,
  corrects: null,
});

describe('rental invoices and credit notes', () => {
  it('break none of the EN 16931 / Peppol rules the shop checks, for every customer a rent can have', () => {
    fc.assert(
      fc.property(anyTerms, anyCharge, (terms, charge) => {
        const invoice = rentalDocument(terms, charge, invoiceIssue(charge.from));
        expect(invoiceRuleViolations(invoice)).toEqual([]);
        const credit = rentalDocument(terms, charge, { ...invoiceIssue(charge.from), kind: 'credit_note', number: 'CN-2026-000007', paymentReference: null, dueDate: null, corrects: { number: invoice.number, issueDate: invoice.issueDate } });
        expect(invoiceRuleViolations(credit)).toEqual([]);
      }),
    );
  });

  it('charge the days at the daily price per container, with the VAT of the frozen treatment; an invoice is due, a credit note settled', () => {
    fc.assert(
      fc.property(anyTerms, anyCharge, (terms, charge) => {
        const invoice = rentalDocument(terms, charge, invoiceIssue(charge.from));
        expect(invoice.net).toBe(charge.days * terms.quantity * terms.dailyPrice);
        expect(invoice.total).toBe(invoice.net + invoice.vat);
        expect(invoice.paid).toBe(0);
        expect(invoice.vatBreakdown.map((group) => group.category)).toEqual([terms.vat.category]);
        expect(invoice.period).toEqual({ start: charge.from, end: addDays(charge.from, charge.days - 1) });
        expect(invoice.lines[0]?.description).toContain(`${charge.days}`);
      }),
    );
  });

  it('carry the due date, the invoicing period and the structured communication in the UBL; without a due date BR-CO-25 is broken', () => {
    const terms = fc.sample(anyTerms.filter((candidate) => candidate.buyer.vatNumber !== null), { numRuns: 1, seed: 7 })[0] as RentalTerms;
    const invoice = rentalDocument(terms, { index: 3, from: '2026-03-02', days: 30 }, invoiceIssue('2026-03-02'));
    const xml = ublDocumentXml(invoice) ?? '';
    expect(xml).toContain('<cbc:DueDate>2026-03-02</cbc:DueDate>');
    expect(xml).toContain('<cac:InvoicePeriod><cbc:StartDate>2026-03-02</cbc:StartDate><cbc:EndDate>2026-03-31</cbc:EndDate></cac:InvoicePeriod>');
    expect(xml).toContain(`<cbc:PaymentID>${rentalInvoiceCommunication(2026, 42)}</cbc:PaymentID>`);
    expect(xml.indexOf('<cbc:DueDate>')).toBeLessThan(xml.indexOf('<cbc:InvoiceTypeCode>'));
    expect(xml.indexOf('<cac:InvoicePeriod>')).toBeLessThan(xml.indexOf('<cac:OrderReference>'));
    expect(invoiceRuleViolations({ ...invoice, dueDate: null })).toEqual(['BR-CO-25']);
    expect(invoiceRuleViolations({ ...invoice, period: { start: '2026-03-31', end: '2026-03-02' } })).toEqual(['BR-29']);
  });
});

describe("a rental invoice's structured communication", () => {
  it('is valid, unique per invoice number, and never one an order number below nine billion gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2999 }), fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (year, a, b) => {
        const first = rentalInvoiceCommunication(year, a);
        expect(isValidStructuredCommunication(first)).toBe(true);
        expect(first.startsWith('+++9')).toBe(true);
        if (a !== b) expect(rentalInvoiceCommunication(year, b)).not.toBe(first);
      }),
    );
    expect(rentalInvoiceCommunication(2026, 123)).toBe('+++902/6000/12364+++');
  });
});

describe('the daily price of a rent line', () => {
  it('is exact for a catalogue rent (daily price × 30 per container), the transport left out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 500_000 }), (daily, quantity, transport) => {
        const line = { quantity, unitPrice: daily * 30, transportPrice: transport, lineTotal: daily * 30 * quantity + transport, vat: { category: 'S' as const, ratePercent: 21, taxCountry: 'BE', rule: 'service-in-belgium' as const } };
        expect(dailyPriceOfLine(line)).toBe(daily);
      }),
    );
  });
});
