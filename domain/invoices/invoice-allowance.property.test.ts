import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { sumCents } from '../shared/money.js';
import { priceVat } from '../vat/vat-lines.js';
import type { VatCustomer } from '../vat/vat-treatment.js';
import { invoiceFromOrder, type InvoiceOrder } from './invoice-from-order.js';
import { invoiceRuleViolations } from './invoice-rules.js';
import { DEMO_SELLER, pricedOrder } from './invoice.fixture.js';
import { ublDocumentXml } from './ubl-document.js';

/** An item as an order made from an offer carries it: discounted (its total below price × quantity), with transport or a free line. */
const anyDiscountedItem = fc
  .record({ quantity: fc.integer({ min: 1, max: 100 }), unitPrice: fc.integer({ min: 0, max: 2_000_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }), transportPrice: fc.integer({ min: 0, max: 300_000 }) })
  .map(({ quantity, unitPrice, share, transportPrice }) => {
    const gross = quantity * unitPrice;
    return { quantity, unitPrice, transportPrice, discount: Math.floor(gross * share) };
  });
const BUSINESS: VatCustomer = { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true };

/** A priced order whose items carry discounts, its VAT decided on the discounted nets as an offer's is. */
const discountedOrder = (items: readonly { quantity: number; unitPrice: number; transportPrice: number; discount: number }[], customer: VatCustomer): InvoiceOrder => {
  const base = pricedOrder([{ title: 'x', condition: 'new', quantity: 1, unitPrice: 0, transportType: 'truck', transportCountry: 'NL', transportPrice: 0 }], {
    customer,
    companyName: customer.kind === 'business' ? 'Haven BV' : null,
    vatNumber: customer.kind === 'business' ? 'NL004495445B01' : null,
  });
  const nets = items.map((item) => item.quantity * item.unitPrice - item.discount + item.transportPrice);
  const vat = priceVat(nets.map((net) => ({ net, supply: 'container_sale', collectedAtDepot: false, deliveryCountry: 'NL' })), customer, { ossEnabled: true, date: '2026-11-25' });
  return {
    ...base,
    items: items.map((item, index) => ({
      productTitle: `Line ${index + 1}`,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      transportPrice: item.transportPrice,
      lineTotal: nets[index] ?? 0,
      vat: vat.lines[index]?.treatment ?? { category: 'S', ratePercent: 21 },
    })),
    subtotal: vat.summary.net,
    vat: vat.summary.vat,
    total: vat.summary.total,
    vatDetail: { ...base.vatDetail, breakdown: vat.summary.groups },
  };
};

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, isArray: (name) => name === 'InvoiceLine' });
const euros = (value: unknown): number => Math.round(Number(typeof value === 'object' && value !== null ? (value as { '#text': string })['#text'] : value) * 100);

describe('discounted order items on invoices (orders made from offers)', () => {
  it('give lines whose net is quantity × price − allowance, adding up to the order, breaking no EN 16931 or Peppol rule', () => {
    fc.assert(
      fc.property(fc.array(anyDiscountedItem, { minLength: 1, maxLength: 5 }), fc.constantFrom<VatCustomer>(BUSINESS, { kind: 'consumer', vatNumberCountry: null, vatNumberConfirmed: false }), (items, customer) => {
        const doc = invoiceFromOrder(discountedOrder(items, customer), { kind: 'invoice', number: '2026-000001', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null });
        expect(invoiceRuleViolations(doc)).toEqual([]);
        expect(sumCents(doc.lines.map((line) => line.allowance ?? 0))).toBe(sumCents(items.map((item) => item.discount)));
        for (const line of doc.lines) expect(line.net).toBe(line.quantity * line.unitNet - (line.allowance ?? 0));
      }),
    );
  });

  it('say each discount in the UBL as a line allowance with its reason, the line amounts adding up to the total', () => {
    fc.assert(
      fc.property(fc.array(anyDiscountedItem, { minLength: 1, maxLength: 5 }), (items) => {
        const doc = invoiceFromOrder(discountedOrder(items, BUSINESS), { kind: 'invoice', number: '2026-000002', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null });
        const xml = ublDocumentXml(doc);
        if (xml === null) throw new Error('a Dutch business has a Peppol address');
        const invoice = (parser.parse(xml) as { Invoice: { InvoiceLine: Record<string, unknown>[]; LegalMonetaryTotal: Record<string, unknown> } }).Invoice;
        let sum = 0;
        for (const line of invoice.InvoiceLine) {
          const net = euros(line['LineExtensionAmount']);
          const quantity = Number(line['InvoicedQuantity'] && (line['InvoicedQuantity'] as { '#text': string })['#text']);
          const price = euros((line['Price'] as Record<string, unknown>)['PriceAmount']);
          const allowance = line['AllowanceCharge'] as Record<string, unknown> | undefined;
          if (allowance !== undefined) {
            expect(allowance['ChargeIndicator']).toBe('false');
            expect(allowance['AllowanceChargeReasonCode']).toBe('95');
          }
          expect(net).toBe(quantity * price - (allowance === undefined ? 0 : euros(allowance['Amount'])));
          sum += net;
        }
        expect(sum).toBe(euros(invoice.LegalMonetaryTotal['LineExtensionAmount']));
      }),
    );
  });

  it('refuses an item whose total does not fit its price and transport', () => {
    const order = discountedOrder([{ quantity: 1, unitPrice: 100, transportPrice: 0, discount: 0 }], BUSINESS);
    const broken = { ...order, items: order.items.map((item) => ({ ...item, lineTotal: 101 })) };
    expect(() => invoiceFromOrder(broken, { kind: 'invoice', number: '2026-000003', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null })).toThrow(RangeError);
  });
});
