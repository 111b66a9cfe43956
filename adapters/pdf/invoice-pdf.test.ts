import { describe, expect, it } from '@jest/globals';
import { invoiceFromOrder } from '../../domain/invoices/invoice-from-order.js';
import { DEMO_SELLER, pricedOrder } from '../../domain/invoices/invoice.fixture.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { pdfText } from './pdf-text.fixture.js';
import { dollarsBack, withoutDollars } from '../../test/arbitraries/replacement-pattern.arbitraries.js';

const exempt = (language: 'nl' | 'de') =>
  invoiceFromOrder(
    {
      ...pricedOrder(
        [{ title: 'Zeecontainer 20ft', condition: 'new', quantity: 2, unitPrice: 330_000, transportType: 'truck', transportCountry: 'NL', transportPrice: 40_600 }],
        { customer: { kind: 'business', vatNumberCountry: 'NL', vatNumberConfirmed: true }, companyName: 'Haven BV', vatNumber: 'NL004495445B01' },
      ),
      language,
    },
    { kind: 'invoice', number: '2026-000042', issueDate: '2026-11-25', supplyDate: '2026-11-24', seller: DEMO_SELLER, corrects: null },
  );

describe('renderInvoicePdf', () => {
  it('holds the number, the totals and the exemption mention, in Dutch', async () => {
    const text = pdfText(await renderInvoicePdf(exempt('nl')));
    expect(text).toContain('Factuur');
    expect(text).toContain('2026-000042');
    expect(text).toContain('NL004495445B01');
    expect(text).toContain('BE0123456749');
    expect(text).toContain('€ 7.006,00');
    expect(text).toContain('Vrijgestelde intracommunautaire levering');
  });

  it("shows a discounted line's allowance under it (an order made from an offer), its amount the net after the discount", async () => {
    const doc = exempt('nl');
    const [first, ...rest] = doc.lines;
    if (first === undefined) throw new Error('no line');
    const discounted = { ...doc, lines: [{ ...first, allowance: 33_000, net: first.net - 33_000 }, ...rest], net: doc.net - 33_000, total: doc.total - 33_000, paid: doc.paid - 33_000 };
    const text = pdfText(await renderInvoicePdf(discounted, { compress: false }));
    expect(text).toContain('Korting: -€ 330,00');
    expect(text).toContain('€ 6.270,00');
  });

  it('speaks German for a German customer, and reads the same compressed', async () => {
    const text = pdfText(await renderInvoicePdf(exempt('de'), { compress: true }));
    expect(text).toContain('Rechnung');
    expect(text).toContain('Steuerfreie innergemeinschaftliche Lieferung');
    expect(text).toContain('7.006,00 €');
  });

  it("shows stored text with replacement patterns ($', $`, $&, $1) as written, the rest of the page as with any other text", async () => {
    const withText = async (text: string): Promise<string> => {
      const doc = exempt('nl');
      return pdfText(
        await renderInvoicePdf({
          ...doc,
          seller: { ...doc.seller, legalName: text },
          buyer: { ...doc.buyer, name: text },
          lines: doc.lines.map((line) => ({ ...line, description: text })),
        }),
      );
    };
    const text = "Box $' $` $& $1 $$ end";
    const shown = await withText(text);
    expect(shown.split(text).length - 1).toBeGreaterThanOrEqual(3);
    expect(shown).toBe(dollarsBack(await withText(withoutDollars(text))));
  });
});
