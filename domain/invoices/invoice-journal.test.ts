import { describe, expect, it } from '@jest/globals';
import { invoiceFromOrder } from './invoice-from-order.js';
import { invoiceJournalCsv } from './invoice-journal.js';
import { DEMO_SELLER, pricedOrder } from './invoice.fixture.js';
import { CONSUMER } from '../vat/vat-treatment.js';

describe('invoiceJournalCsv', () => {
  it('writes a record per document and rate, credit notes negative', () => {
    const order = pricedOrder(
      [
        { title: 'A', condition: 'new', quantity: 1, unitPrice: 100_000, transportType: 'truck', transportCountry: 'BE', transportPrice: 0 },
        { title: 'B', condition: 'new', quantity: 1, unitPrice: 200_000, transportType: 'truck', transportCountry: 'DE', transportPrice: 0 },
      ],
      { customer: CONSUMER, companyName: null, vatNumber: null },
    );
    const invoice = invoiceFromOrder(order, { kind: 'invoice', number: '2026-000001', issueDate: '2026-11-25', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: null });
    const credit = invoiceFromOrder(order, { kind: 'credit_note', number: 'CN-2026-000001', issueDate: '2026-11-26', supplyDate: '2026-11-25', seller: DEMO_SELLER, corrects: { number: '2026-000001', issueDate: '2026-11-25' } });
    expect(invoiceJournalCsv([invoice, credit]).split('\r\n')).toEqual([
      'number,kind,issue_date,customer,vat_number,vat_category,vat_rate_percent,net_eur,vat_eur,total_eur,credits',
      '2026-000001,invoice,2026-11-25,Anna <Visser> & Zn,,S,21,1000.00,210.00,3590.00,',
      '2026-000001,invoice,2026-11-25,Anna <Visser> & Zn,,S,19,2000.00,380.00,3590.00,',
      'CN-2026-000001,credit_note,2026-11-26,Anna <Visser> & Zn,,S,21,-1000.00,-210.00,-3590.00,2026-000001',
      'CN-2026-000001,credit_note,2026-11-26,Anna <Visser> & Zn,,S,19,-2000.00,-380.00,-3590.00,2026-000001',
      '',
    ]);
  });
});
