import { describe, expect, it } from '@jest/globals';
import { DEMO_SELLER, pricedOrder } from '../../domain/invoices/invoice.fixture.js';
import { invoiceRuleViolations } from '../../domain/invoices/invoice-rules.js';
import { CONSUMER } from '../../domain/vat/vat-treatment.js';
import { InMemoryInvoices } from './__tests__/in-memory-invoices.fake.js';
import { issueCreditNote, issueInvoice } from './issue-documents.js';

const settings = (iso: string) => ({ seller: DEMO_SELLER, now: () => new Date(iso) });
const line = { title: '20ft', condition: 'new', quantity: 1, unitPrice: 330_000, transportType: 'truck', transportCountry: 'BE', transportPrice: 31_000 } as const;

const withOrders = (...ids: string[]) => {
  const store = new InMemoryInvoices();
  for (const id of ids) store.orders.set(id, { ...pricedOrder([line], { customer: CONSUMER, companyName: null, vatNumber: null }), id, status: 'paid', paidAt: new Date('2026-11-24T10:00:00Z') });
  return store;
};

describe('issuing invoices and credit notes', () => {
  it('numbers invoices one after the other per year, once per order, with a valid document and its email', async () => {
    const store = withOrders('a', 'b');
    expect(await issueInvoice(store, settings('2026-12-31T22:30:00Z'), 'a')).toMatchObject({ number: '2026-000001', issueDate: '2026-12-31' });
    // 23:30 in Brussels on 31 December is already 2027 there: a new year, a new series count.
    expect(await issueInvoice(store, settings('2026-12-31T23:30:00Z'), 'b')).toMatchObject({ number: '2027-000001', issueDate: '2027-01-01' });
    expect(await issueInvoice(store, settings('2027-01-02T10:00:00Z'), 'a')).toMatchObject({ number: '2026-000001' });
    expect(store.records).toHaveLength(2);
    for (const record of store.records) expect(invoiceRuleViolations(record.document)).toEqual([]);
    expect(store.records[0]?.document.supplyDate).toBe('2026-11-24');
    expect(store.emails.map((email) => [email.dedupeKey, email.to, email.attachments?.map((file) => file.kind)])).toEqual([
      ['invoice-email:2026-000001', 'anna@example.nl', ['invoice-pdf']],
      ['invoice-email:2027-000001', 'anna@example.nl', ['invoice-pdf']],
    ]);
  });

  it('attaches the UBL as well for a business with a Peppol address (a consumer has none: the PDF is the invoice)', async () => {
    const store = new InMemoryInvoices();
    const business = { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' } as const;
    store.orders.set('c', { ...pricedOrder([line], business), id: 'c', status: 'paid', paidAt: new Date('2026-11-24T10:00:00Z') });
    await issueInvoice(store, settings('2026-11-25T10:00:00Z'), 'c');
    expect(store.emails.map((email) => email.attachments?.map((file) => file.kind))).toEqual([['invoice-pdf', 'invoice-ubl']]);
  });

  it('credits an invoiced order once, in its own series, naming the invoice; nothing for an order without one', async () => {
    const store = withOrders('a', 'b');
    await issueInvoice(store, settings('2026-11-25T10:00:00Z'), 'a');
    const credit = await issueCreditNote(store, settings('2026-11-26T10:00:00Z'), 'a');
    expect(credit).toMatchObject({ number: 'CN-2026-000001' });
    expect(await issueCreditNote(store, settings('2026-11-27T10:00:00Z'), 'a')).toMatchObject({ number: 'CN-2026-000001' });
    expect(await issueCreditNote(store, settings('2026-11-26T10:00:00Z'), 'b')).toBeNull();
    const note = store.records.find((record) => record.kind === 'credit_note');
    expect(note?.document.corrects).toEqual({ number: '2026-000001', issueDate: '2026-11-25' });
    expect(note?.correctsId).toBe(store.records[0]?.id);
    expect(invoiceRuleViolations(note?.document ?? store.records[0]!.document)).toEqual([]);
  });

  it("opens a rental contract per rent line with the order's invoice as period 1, the line's daily price and VAT frozen; once; a credit note ends it", async () => {
    const store = new InMemoryInvoices();
    const rent = { title: 'Huur 20ft', condition: 'rent', quantity: 2, unitPrice: 3_300, transportType: 'truck', transportCountry: 'DE', transportPrice: 31_000 } as const;
    const german = { customer: { kind: 'business', vatNumberCountry: 'DE', vatNumberConfirmed: true }, companyName: 'Hafen GmbH', vatNumber: 'DE136695976' } as const;
    const order = pricedOrder([line, rent], german);
    store.orders.set('r', { ...order, id: 'r', status: 'paid', paidAt: new Date('2026-11-24T10:00:00Z') });
    const rentVat = order.items[1]?.vat as { category: 'AE'; ratePercent: number; taxCountry: string; rule: 'reverse-charge' };
    store.rentals.lines.set('r', [{ itemId: 'item-2', productTitle: 'Huur 20ft', quantity: 2, unitPrice: 3_300, transportPrice: 31_000, lineTotal: 2 * 3_300 + 31_000, vat: rentVat, containerNumbers: ['MSKU1234565'] }]);

    const invoice = await issueInvoice(store, settings('2026-11-25T10:00:00Z'), 'r');
    await issueInvoice(store, settings('2026-11-26T10:00:00Z'), 'r');
    expect(store.rentals.contracts).toHaveLength(1);
    const contract = store.rentals.contracts[0];
    expect(contract?.terms).toMatchObject({ orderNumber: order.orderNumber, productTitle: 'Huur 20ft', quantity: 2, dailyPrice: 110, containerNumbers: ['MSKU1234565'] });
    expect(contract?.terms.vat).toMatchObject({ rule: 'reverse-charge', category: 'AE', ratePercent: 0, exemptionReasonCode: 'VATEX-EU-AE' });
    expect(contract?.terms.buyer.vatNumber).toBe('DE136695976');
    expect(contract?.firstPeriod).toEqual({ invoiceId: store.records[0]?.id, total: 30 * 2 * 110, paidOn: '2026-11-24' });
    expect(invoice?.number).toBe('2026-000001');

    await issueCreditNote(store, settings('2026-11-27T10:00:00Z'), 'r');
    expect(contract?.ended).toEqual(new Date('2026-11-27T10:00:00Z'));
    // A sale opens no contract.
    const sale = withOrders('s');
    await issueInvoice(sale, settings('2026-11-25T10:00:00Z'), 's');
    expect(sale.rentals.contracts).toEqual([]);
  });

  it('sends a Belgian business its documents through Peppol, others not', async () => {
    const store = new InMemoryInvoices();
    const belgian = pricedOrder([line], { customer: { kind: 'business', vatNumberCountry: 'BE', vatNumberConfirmed: true }, companyName: 'Kaai NV', vatNumber: 'BE0403170701' });
    store.orders.set('be', { ...belgian, id: 'be', status: 'paid', paidAt: null });
    store.orders.set('nl', { ...pricedOrder([line], { customer: CONSUMER, companyName: null, vatNumber: null }), id: 'nl', status: 'paid', paidAt: null });
    await issueInvoice(store, settings('2026-11-25T10:00:00Z'), 'be');
    await issueInvoice(store, settings('2026-11-25T10:00:00Z'), 'nl');
    expect(store.records.map((record) => record.peppol)).toEqual(['pending', 'not_applicable']);
  });
});
