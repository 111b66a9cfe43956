import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderConfirmation } from './remote/order-confirmation.js';
import { json, renderOrderPage, urlOf } from './testing/render-order.js';
import { consumerVatDetail } from '../../shared/vat/vat-detail.fixture.js';

const BANK_ORDER: OrderConfirmation = {
  orderId: 'f3b1c2d4-0000-4000-8000-000000000001',
  orderNumber: 100042,
  status: 'pending',
  paymentMethod: 'bank_transfer',
  paymentVerified: false,
  shippingAddress: {
    name: 'Jan Peeters',
    email: 'jan@example.be',
    phone: '+32 470 12 34 56',
    companyName: 'Peeters BV',
    street: 'Kerkstraat 1',
    city: 'Antwerpen',
    postalCode: '2000',
    country: 'belgium',
  },
  billingAddress: { street: 'Marktplein 5', city: 'Amsterdam', postalCode: '1012 AB', country: 'netherlands', companyName: null, vatNumber: 'NL123456789B01' },
  items: [
    {
      productId: 'p-8ft',
      productTitle: 'Storage container 8ft',
      condition: 'used-a',
      colorType: 'from_stack',
      ralColor: null,
      quantity: 2,
      unitPrice: 1950,
      transportType: 'truck',
      transportPrice: 443,
      lineTotal: 4343,
      vatCategory: 'S',
      vatRatePercent: 21,
    },
  ],
  subtotal: 4343,
  vat: 912.03,
  total: 5255.03,
  vatDetail: consumerVatDetail(4343, 912.03),
  structuredCommunication: '+++000/0100/04284+++',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderConfirmationPage', () => {
  it("shows a business order's VAT as decided: 0 %, the VAT number and the mention", async () => {
    const exempt: OrderConfirmation = {
      ...BANK_ORDER,
      vat: 0,
      total: 4343,
      vatDetail: {
        breakdown: [{ category: 'K', ratePercent: 0, net: 4343, vat: 0, exemptionReasonCode: 'VATEX-EU-IC' }],
        mention: 'Vrijgestelde intracommunautaire levering – art. 39bis WBTW / art. 138 Richtlijn 2006/112/EG',
        customerKind: 'business',
        companyName: 'Haven BV',
        vatNumber: 'NL004495445B01',
        vatNumberConfirmed: true,
        vatNumberCheck: 'confirmed',
        viesConsultation: 'WAPI1',
      },
    };
    vi.stubGlobal('fetch', vi.fn(async () => json(exempt)));
    await renderOrderPage(`/nl/order-confirmation/${exempt.orderId}?token=secret`, 'nl');
    expect((await screen.findByTestId('vat-mention')).textContent).toContain('art. 39bis WBTW');
    expect(screen.getByTestId('vat-row').textContent).toContain('Btw 0%');
    expect(screen.getByText(/NL004495445B01/)).toBeTruthy();
  });

  it('offers the invoice of a paid order as PDF and UBL, with the links the server gave', async () => {
    const paid: OrderConfirmation = {
      ...BANK_ORDER,
      status: 'paid',
      invoice: { number: '2026-000042', issuedAt: '2026-11-25T10:00:00.000Z', pdfUrl: '/api/orders/o/invoices/2026-000042.pdf?token=secret', ublUrl: '/api/orders/o/invoices/2026-000042.xml?token=secret' },
      creditNotes: [],
    };
    vi.stubGlobal('fetch', vi.fn(async () => json(paid)));
    await renderOrderPage(`/en/order-confirmation/${paid.orderId}?token=secret`, 'en');
    const document = await screen.findByTestId('order-document');
    expect(document.textContent).toContain('Invoice 2026-000042');
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe('/api/orders/o/invoices/2026-000042.pdf?token=secret');
    expect(screen.getByRole('link', { name: 'E-invoice (UBL)' }).getAttribute('href')).toBe('/api/orders/o/invoices/2026-000042.xml?token=secret');
  });

  it('renders a bank-transfer order fetched with its token: number, addresses, totals, IBAN and communication', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = urlOf(input);
      return url.pathname === `/api/orders/${BANK_ORDER.orderId}` && url.searchParams.get('token') === 'secret'
        ? json(BANK_ORDER)
        : json({ statusCode: 404, message: 'Order not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderOrderPage(`/en/order-confirmation/${BANK_ORDER.orderId}?token=secret`, 'en');

    expect(screen.getByText('Loading your order…')).toBeTruthy();
    expect((await screen.findByTestId('order-number')).textContent).toBe('100042');
    expect(screen.getByText('Thank you for your order!')).toBeTruthy();
    expect(screen.getByTestId('structured-communication').textContent).toBe('+++000/0100/04284+++');
    expect(screen.getByText('BE68 5390 0754 7034')).toBeTruthy();
    expect(screen.getByText(/Please transfer €5,255\.03/)).toBeTruthy();
    expect(screen.getByText('€4,343.00', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('€912.03')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('€5,255.03');
    expect(screen.getByText('Kerkstraat 1')).toBeTruthy();
    expect(screen.getByText('Marktplein 5')).toBeTruthy();
    expect(screen.getByText('Netherlands')).toBeTruthy();
    expect(screen.getByText('VAT number: NL123456789B01')).toBeTruthy();
    expect(screen.getByText(/You will receive an invoice within 1 working day/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
  });

  it('outlines the confirmation without skipping a heading level (one h1, then h2s)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(BANK_ORDER)));
    await renderOrderPage(`/en/order-confirmation/${BANK_ORDER.orderId}?token=secret`, 'en');
    await screen.findByTestId('order-number');
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(3);
  });

  it("shows the error card with the order id and 'Order not found' (in Dutch too) for a wrong token", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 404, message: 'Bestelling niet gevonden' }, 404)));
    await renderOrderPage('/nl/order-confirmation/abc-123?token=wrong', 'nl');
    expect(await screen.findByRole('heading', { name: 'Bestelling niet gevonden' })).toBeTruthy();
    expect(screen.getByText('abc-123')).toBeTruthy();
  });

  it('asks by payment session for a cs_ id and polls until the payment is verified', async () => {
    let calls = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      expect(urlOf(input).pathname).toBe('/api/orders/by-session/cs_test_1');
      calls += 1;
      return json({ ...BANK_ORDER, paymentMethod: 'stripe', structuredCommunication: undefined, paymentVerified: calls > 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderOrderPage('/en/order-confirmation/cs_test_1', 'en');
    expect(await screen.findByText('Confirming your payment…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Your payment has been received/)).toBeTruthy(), { timeout: 3000 });
    expect(calls).toBe(2);
    expect(screen.queryByText('BE68 5390 0754 7034')).toBeNull();
  });

  it('says a card order whose payment session expired is cancelled, and stops asking', async () => {
    const fetchMock = vi.fn(async () => json({ ...BANK_ORDER, status: 'cancelled', paymentMethod: 'stripe', structuredCommunication: undefined }));
    vi.stubGlobal('fetch', fetchMock);
    await renderOrderPage('/nl/order-confirmation/cs_test_2', 'nl');
    expect(await screen.findByText(/Deze bestelling is geannuleerd omdat de betaling niet werd afgerond/)).toBeTruthy();
    expect(screen.queryByText('Uw betaling wordt bevestigd…')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
