import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CONDITIONS } from '../catalogue/product.js';
import { TRANSPORT_COUNTRIES } from '../transport/transport-country.js';
import { CONSUMER } from '../vat/vat-treatment.js';
import { invoiceFromOrder } from './invoice-from-order.js';
import { invoiceRuleViolations } from './invoice-rules.js';
import { DEMO_SELLER, pricedOrder, type FixtureCustomer, type FixtureLine } from './invoice.fixture.js';

const anyLine: fc.Arbitrary<FixtureLine> = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 30 }),
    condition: fc.constantFrom(...CONDITIONS),
    quantity: fc.integer({ min: 1, max: 100 }),
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    pickup: fc.boolean(),
    transportCountry: fc.constantFrom(...TRANSPORT_COUNTRIES),
    transportPrice: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ pickup, ...line }) => ({
    ...line,
    transportType: pickup ? 'self_pickup' : 'truck',
    transportCountry: pickup ? null : line.transportCountry,
    transportPrice: pickup ? 0 : line.transportPrice,
  }));

/** Every kind of customer the shop invoices: consumers (S 21/19 %), confirmed Dutch and German businesses (K, AE), unconfirmed ones. */
const anyCustomer: fc.Arbitrary<FixtureCustomer> = fc.constantFrom<FixtureCustomer>(
  { customer: CONSUMER, companyName: null, vatNumber: null },
  { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: 'Haven BV', vatNumber: 'NL004495445B01' },
  { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: true }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' },
  { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: false }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' },
  { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' },
);
const anyOrder = fc.tuple(fc.array(anyLine, { minLength: 1, maxLength: 6 }), anyCustomer, fc.constantFrom('stripe' as const, 'bank_transfer' as const));

const issue = { number: '2026-000001', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER };

describe('invoices follow the EN 16931 and Peppol rules the shop can break', () => {
  it('an invoice of any order the shop can price breaks no rule', () => {
    fc.assert(
      fc.property(anyOrder, ([lines, customer, method]) => {
        const doc = invoiceFromOrder(pricedOrder(lines, customer, method), { ...issue, kind: 'invoice', corrects: null });
        expect(invoiceRuleViolations(doc)).toEqual([]);
      }),
    );
  });

  it('so does the credit note of it', () => {
    fc.assert(
      fc.property(anyOrder, ([lines, customer, method]) => {
        const doc = invoiceFromOrder(pricedOrder(lines, customer, method), {
          ...issue,
          kind: 'credit_note',
          number: 'CN-2026-000001',
          corrects: { number: '2026-000001', issueDate: '2026-11-25' },
        });
        expect(invoiceRuleViolations(doc)).toEqual([]);
      }),
    );
  });
});

describe('the rule checker catches broken documents (it cannot pass by accident)', () => {
  const lines: FixtureLine[] = [{ title: '20ft', condition: 'new', quantity: 2, unitPrice: 330_000, transportType: 'truck', transportCountry: 'NL', transportPrice: 40_600 }];
  const dutch: FixtureCustomer = { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: 'Haven BV', vatNumber: 'NL004495445B01' };
  const valid = invoiceFromOrder(pricedOrder(lines, dutch), { ...issue, kind: 'invoice', corrects: null });

  it('starts from a valid exempt intra-Community invoice', () => {
    expect(valid.vatBreakdown.map((group) => group.category)).toEqual(['K']);
    expect(invoiceRuleViolations(valid)).toEqual([]);
  });

  it('finds a wrong sum, a K invoice without the buyer VAT number or its mention, a wrong rate, a missing reference', () => {
    expect(invoiceRuleViolations({ ...valid, net: valid.net + 1 })).toEqual(expect.arrayContaining(['BR-CO-10', 'BR-CO-15']));
    expect(invoiceRuleViolations({ ...valid, buyer: { ...valid.buyer, vatNumber: null } })).toContain('BR-IC-02');
    const group = valid.vatBreakdown[0];
    if (group === undefined) throw new Error('no VAT group');
    expect(invoiceRuleViolations({ ...valid, vatBreakdown: [{ ...group, exemptionReasonCode: null, mention: null }] })).toContain('BR-IC-10');
    expect(invoiceRuleViolations({ ...valid, vatBreakdown: [{ ...group, ratePercent: 21, vat: 0 }] })).toEqual(expect.arrayContaining(['BR-IC-05', 'BR-CO-17']));
    expect(invoiceRuleViolations({ ...valid, kind: 'credit_note' })).toContain('BR-55');
    expect(invoiceRuleViolations({ ...valid, seller: { ...valid.seller, enterpriseNumber: '0123456748' } })).toContain('PEPPOL-COMMON-R043');
    expect(invoiceRuleViolations({ ...valid, lines: [] })).toEqual(expect.arrayContaining(['BR-16', 'BR-CO-10']));
  });
});
