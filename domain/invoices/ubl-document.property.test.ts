import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CONDITIONS } from '../catalogue/product.js';
import { TRANSPORT_COUNTRIES } from '../transport/transport-country.js';
import { CONSUMER } from '../vat/vat-treatment.js';
import { invoiceFromOrder } from './invoice-from-order.js';
import { DEMO_SELLER, pricedOrder, type FixtureCustomer, type FixtureLine } from './invoice.fixture.js';
import { PEPPOL_EAS_SCHEMES } from './peppol-endpoint.js';
import { PEPPOL_CUSTOMIZATION_ID, PEPPOL_PROFILE_ID, ublDocumentXml } from './ubl-document.js';

type Node = { readonly [key: string]: unknown };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal', 'Note'].includes(name),
});

/** Reads the UBL back as a receiver's XML parser does, so the checks are on what is sent. */
const parse = (xml: string): Node => {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid)}`);
  return parser.parse(xml) as Node;
};
const node = (parent: unknown, ...path: string[]): Node => path.reduce<Node>((current, key) => (current[key] ?? {}) as Node, parent as Node);
const list = (parent: unknown, key: string): Node[] => ((parent as Node)[key] ?? []) as Node[];
const value = (parent: unknown, key: string): string => {
  const found = (parent as Node)[key];
  return typeof found === 'string' ? found : String((found as Node | undefined)?.['#text'] ?? '');
};
const cents = (parent: unknown, key: string): number => Math.round(Number(value(parent, key)) * 100);

const anyLine: fc.Arbitrary<FixtureLine> = fc.record({
  title: fc.string({ minLength: 1, maxLength: 20 }).map((title) => `${title} <&"'>`),
  condition: fc.constantFrom(...CONDITIONS),
  quantity: fc.integer({ min: 1, max: 100 }),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  transportType: fc.constant('truck' as const),
  transportCountry: fc.constantFrom(...TRANSPORT_COUNTRIES),
  transportPrice: fc.integer({ min: 0, max: 500_000 }),
});
const anyCustomer = fc.constantFrom<FixtureCustomer>(
  { customer: CONSUMER, companyName: null, vatNumber: null },
  { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: 'Haven & Zn BV', vatNumber: 'NL004495445B01' },
  { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: true }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' },
  { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' },
  // VIES was down: destination VAT (S at 19 % in Germany), still a Peppol address from the number.
  { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: false }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' },
);
const anyKind = fc.constantFrom('invoice' as const, 'credit_note' as const);

const ublOf = (doc: ReturnType<typeof documentOf>): string => {
  const xml = ublDocumentXml(doc);
  if (xml === null) throw new Error('expected a UBL document for a buyer with a Peppol address');
  return xml;
};

const documentOf = (lines: readonly FixtureLine[], customer: FixtureCustomer, kind: 'invoice' | 'credit_note') =>
  invoiceFromOrder(pricedOrder(lines, customer), {
    kind,
    number: kind === 'invoice' ? '2026-000007' : 'CN-2026-000002',
    issueDate: '2026-11-25',
    supplyDate: '2026-11-24',
    seller: DEMO_SELLER,
    corrects: kind === 'invoice' ? null : { number: '2026-000007', issueDate: '2026-11-24' },
  });

describe('UBL in the Peppol BIS Billing 3.0 profile', () => {
  it('is well-formed, in the profile, and its amounts add up as BR-CO-10..16 and BR-S/K/AE-08 require', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 5 }), anyCustomer, anyKind, (lines, customer, kind) => {
        const doc = documentOf(lines, customer, kind);
        if (customer.vatNumber === null) {
          // No Peppol address (PEPPOL-EN16931-R010, CL008): no UBL, the PDF is the invoice.
          expect(ublDocumentXml(doc)).toBeNull();
          return;
        }
        const parsed = parse(ublOf(doc));
        const rootName = kind === 'invoice' ? 'Invoice' : 'CreditNote';
        const root = node(parsed, rootName);
        expect(value(root, 'CustomizationID')).toBe(PEPPOL_CUSTOMIZATION_ID);
        expect(value(root, 'ProfileID')).toBe(PEPPOL_PROFILE_ID);
        expect(value(root, kind === 'invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode')).toBe(kind === 'invoice' ? '380' : '381');

        const ublLines = list(root, kind === 'invoice' ? 'InvoiceLine' : 'CreditNoteLine');
        expect(ublLines).toHaveLength(doc.lines.length);
        const totals = node(root, 'LegalMonetaryTotal');
        expect(cents(totals, 'LineExtensionAmount')).toBe(ublLines.reduce((sum, line) => sum + cents(line, 'LineExtensionAmount'), 0)); // BR-CO-10
        expect(cents(totals, 'TaxExclusiveAmount')).toBe(cents(totals, 'LineExtensionAmount')); // BR-CO-13
        const taxTotal = node(root, 'TaxTotal');
        const subtotals = list(taxTotal, 'TaxSubtotal');
        expect(cents(taxTotal, 'TaxAmount')).toBe(subtotals.reduce((sum, subtotal) => sum + cents(subtotal, 'TaxAmount'), 0)); // BR-CO-14
        expect(cents(totals, 'TaxInclusiveAmount')).toBe(cents(totals, 'TaxExclusiveAmount') + cents(taxTotal, 'TaxAmount')); // BR-CO-15
        expect(cents(totals, 'PayableAmount')).toBe(cents(totals, 'TaxInclusiveAmount') - cents(totals, 'PrepaidAmount')); // BR-CO-16
        for (const subtotal of subtotals) {
          const category = node(subtotal, 'TaxCategory');
          const members = ublLines.filter((line) => {
            const classified = node(line, 'Item', 'ClassifiedTaxCategory');
            return value(classified, 'ID') === value(category, 'ID') && value(classified, 'Percent') === value(category, 'Percent');
          });
          expect(cents(subtotal, 'TaxableAmount')).toBe(members.reduce((sum, line) => sum + cents(line, 'LineExtensionAmount'), 0)); // BR-x-08
          if (value(category, 'ID') !== 'S') expect(value(category, 'TaxExemptionReasonCode')).toMatch(/^VATEX-EU-(IC|AE)$/); // BR-x-10
        }
        // Both parties have a Peppol address; the seller's is its enterprise number.
        const sellerEndpoint = node(root, 'AccountingSupplierParty', 'Party', 'EndpointID');
        expect([sellerEndpoint['@schemeID'], sellerEndpoint['#text']]).toEqual(['0208', DEMO_SELLER.enterpriseNumber]);
        expect(PEPPOL_EAS_SCHEMES.has(String(node(root, 'AccountingCustomerParty', 'Party', 'EndpointID')['@schemeID']))).toBe(true); // CL008
        expect(list(root, 'Note').length).toBeLessThanOrEqual(1); // PEPPOL-EN16931-R002
        // What a visitor typed comes back unchanged.
        expect(value(node(ublLines[0], 'Item'), 'Name')).toBe(doc.lines[0]?.description);
        if (kind === 'credit_note') expect(value(node(root, 'BillingReference', 'InvoiceDocumentReference'), 'ID')).toBe('2026-000007');
      }),
      { numRuns: 60 },
    );
  });

  it('gives a Belgian business its enterprise number (0208), a Dutch one its VAT number (9944), a consumer no UBL', () => {
    const line: FixtureLine = { title: 'C', condition: 'new', quantity: 1, unitPrice: 100, transportType: 'truck', transportCountry: 'BE', transportPrice: 0 };
    const schemes = (customer: FixtureCustomer) => {
      const endpoint = node(parse(ublOf(documentOf([line], customer, 'invoice'))), 'Invoice', 'AccountingCustomerParty', 'Party', 'EndpointID');
      return [endpoint['@schemeID'], endpoint['#text']];
    };
    expect(schemes({ customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' })).toEqual(['0208', '0403170701']);
    expect(schemes({ customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: 'Haven BV', vatNumber: 'NL004495445B01' })).toEqual(['9944', 'NL004495445B01']);
    expect(ublDocumentXml(documentOf([line], { customer: CONSUMER, companyName: null, vatNumber: null }, 'invoice'))).toBeNull();
  });

  it('puts every VAT mention of a mixed order (K and AE) in one document-level note (PEPPOL-EN16931-R002)', () => {
    const sale: FixtureLine = { title: 'C', condition: 'used-a', quantity: 1, unitPrice: 100_000, transportType: 'truck', transportCountry: 'DE', transportPrice: 0 };
    const rent: FixtureLine = { ...sale, condition: 'rent', unitPrice: 5_000 };
    const doc = documentOf([sale, rent], { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: true }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' }, 'invoice');
    const notes = list(node(parse(ublOf(doc)), 'Invoice'), 'Note');
    expect(notes).toHaveLength(1);
    expect(String(notes[0])).toContain('art. 196');
    expect(String(notes[0])).toContain('art. 138');
  });
});
