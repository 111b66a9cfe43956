import { describe, expect, it } from '@jest/globals';
import { csvText, formatCsvEuros, ordersToCsv } from './orders-csv.js';

describe('orders CSV', () => {
  it('formats amounts in euros with two decimals', () => {
    expect(formatCsvEuros(1_065_300)).toBe('10653.00');
    expect(formatCsvEuros(5)).toBe('0.05');
    expect(formatCsvEuros(0)).toBe('0.00');
    expect(formatCsvEuros(-150)).toBe('-1.50');
  });

  it('quotes text with commas, quotes or line breaks and defuses formulas', () => {
    expect(csvText('20ft "High Cube", new')).toBe('"20ft ""High Cube"", new"');
    expect(csvText('line\nbreak')).toBe('"line\nbreak"');
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('plain')).toBe('plain');
  });

  it('writes the header and one line per item', () => {
    const csv = ordersToCsv([
      {
        orderNumber: 100_001,
        createdAt: '2026-03-01T09:30:00.000Z',
        status: 'paid',
        paymentMethod: 'bank_transfer',
        paidAt: null,
        customerName: 'Jan Peeters',
        customerEmail: 'jan@example.be',
        productTitle: '20ft container, new',
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
        customerVatNumber: 'NL853060987B01',
        vatCategory: 'S',
        vatRatePercent: 21,
        vatCountry: 'BE',
        lineVat: 223_713,
        offerNumber: 'OF-2026-000012',
      },
    ]);
    expect(csv).toBe(
      'order_number,created_at,status,payment_method,paid_at,customer_name,customer_email,product_title,condition,quantity,unit_price_eur,transport_type,transport_price_eur,line_total_eur,order_subtotal_eur,order_vat_eur,order_total_eur,customer_kind,customer_vat_number,vat_category,vat_rate_percent,vat_country,line_vat_eur,offer_number\r\n' +
        '100001,2026-03-01T09:30:00.000Z,paid,bank_transfer,,Jan Peeters,jan@example.be,"20ft container, new",new,3,3300.00,truck,753.00,10653.00,10653.00,2237.13,12890.13,business,NL853060987B01,S,21,BE,2237.13,OF-2026-000012\r\n',
    );
  });
});
