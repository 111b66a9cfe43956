import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, runSignedIn, signedInUser, type FakeCall } from '../../shared/testing/fake-api.js';
import type { AdminOfferJson } from './remote/offer-json.js';
import { adminOffer, OFFER_ID, product, PRODUCT_ID, revision } from './testing/admin-offer.fixture.js';
import { renderOffers } from './testing/render-offers.js';

runSignedIn();

const PRODUCTS = { items: [product()], total: 1, page: 1, pageSize: 1 };

/** A fake API with an admin session and the catalogue; offer calls as `answer` says. */
const serve = (answer: (call: FakeCall) => Response | undefined = () => undefined) =>
  fakeApi((call) => {
    if (call.path === '/api/auth/me') return signedInUser();
    if (call.path === '/api/products') return jsonResponse(PRODUCTS);
    return answer(call);
  });

const total = () => screen.getByTestId('offer-total').textContent;
const typeInto = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The message shown under a control (its aria-describedby). */
const messageOf = (control: HTMLElement): string | null => {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '') ?? null;
};

describe('OfferEditorPage: a new offer', () => {
  it('updates the totals with the domain pricing as lines, quantities and discounts are typed', async () => {
    serve();
    await renderOffers('/en/admin/offers/new');
    const productChoice = await screen.findByLabelText('Product');
    await within(productChoice).findByRole('option', { name: '20ft Dry Van (20ft)' });
    fireEvent.change(productChoice, { target: { value: PRODUCT_ID } });
    // The catalogue's price for the product's own condition (used A-grade: 2,000 €) is taken as the unit price.
    expect((screen.getByLabelText(/^Unit price/) as HTMLInputElement).value).toBe('2000');
    expect(total()).toBe('€2,420.00');
    typeInto(/^Quantity/, '2');
    expect(total()).toBe('€4,840.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a free line' }));
    const free = screen.getAllByTestId('offer-line')[1] as HTMLElement;
    fireEvent.change(within(free).getByLabelText(/^Description/), { target: { value: 'Door cut-out 2 × 1 m' } });
    fireEvent.change(within(free).getByLabelText(/^Unit price/), { target: { value: '350' } });
    expect(total()).toBe('€5,263.50');
    fireEvent.change(screen.getByLabelText('Discount on the whole offer'), { target: { value: 'percent' } });
    typeInto('Offer discount (%)', '10');
    // (4,000 + 350) × 0.9 = 3,915 excl. VAT; 21 % = 822.15.
    expect(screen.getByTestId('offer-total-subtotal').textContent).toBe('€3,915.00');
    expect(total()).toBe('€4,737.15');
    fireEvent.change(within(free).getByLabelText(/^Unit price/), { target: { value: '35,0x' } });
    expect(screen.getByText('Some lines or discounts are left out until they are right.')).toBeTruthy();
  });

  it('names each wrong field under it before sending, then shows the server 400 by field', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/api/admin/offers'
        ? jsonResponse({ statusCode: 400, message: 'Invalid input', errors: [{ field: 'lines.0.unitPrice', message: 'The server refuses this price.' }] }, 400)
        : undefined,
    );
    await renderOffers('/en/admin/offers/new');
    await within(await screen.findByLabelText('Product')).findByRole('option', { name: '20ft Dry Van (20ft)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(messageOf(await screen.findByLabelText(/^Name/))).toBe('Name is required');
    expect(messageOf(screen.getByLabelText(/^Email/))).toBe('Email is required');
    expect(messageOf(screen.getByLabelText('Product'))).toBe('Choose a product');
    expect(messageOf(screen.getByLabelText(/^Unit price/))).toBe('Give an amount in euros with at most two decimals, up to 1,000,000 euros.');
    typeInto(/^Quantity/, '101');
    expect(messageOf(screen.getByLabelText(/^Quantity/))).toBe('The quantity must be a whole number from 1 to 100.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    typeInto(/^Name/, 'Jan Peeters');
    typeInto(/^Email/, 'jan@example.be');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: PRODUCT_ID } });
    typeInto(/^Quantity/, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(messageOf(screen.getByLabelText(/^Unit price/))).toBe('The server refuses this price.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      customer: { name: 'Jan Peeters', email: 'jan@example.be', kind: 'consumer' },
      lines: [{ productId: PRODUCT_ID, quantity: 1, unitPrice: 2000 }],
      transport: null,
      paymentMethods: ['bank_transfer', 'stripe'],
    });
  });

  it('saves a valid offer and opens it under its number', async () => {
    let saved: AdminOfferJson | null = null;
    serve((call) => {
      if (call.method === 'POST' && call.path === '/api/admin/offers') {
        saved = adminOffer('draft');
        return jsonResponse(saved, 201);
      }
      return call.path === `/api/admin/offers/${OFFER_ID}` && saved !== null ? jsonResponse(saved) : undefined;
    });
    await renderOffers('/en/admin/offers/new');
    await within(await screen.findByLabelText('Product')).findByRole('option', { name: '20ft Dry Van (20ft)' });
    typeInto(/^Name/, 'Jan Peeters');
    typeInto(/^Email/, 'jan@example.be');
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: PRODUCT_ID } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/en/admin/offers/${OFFER_ID}`));
    expect((await screen.findByTestId('offer-number')).textContent).toBe('OF-2026-000001');
    expect(screen.getByTestId('offer-status').textContent).toBe('Draft');
  });
});

describe('OfferEditorPage: from a quote request the server could not draft alone', () => {
  it("prefills the customer and the container at the catalogue price from the request, with the server's reason, and sends the quote's id", async () => {
    const quoteId = '5a0c0000-0000-4000-8000-000000000001';
    const calls = serve((call) => {
      if (call.path === `/api/admin/quotes/${quoteId}`) {
        return jsonResponse({
          id: quoteId,
          customerName: 'Anna Schmidt',
          email: 'anna@example.de',
          companyName: null,
          productId: PRODUCT_ID,
          productTitle: '20ft Dry Van',
          requestType: 'Bulk Order',
          purchaseOption: 'new',
          quantityRequested: 3,
          language: 'de',
          createdAt: '2026-11-20T09:00:00.000Z',
          phone: '+49 170 1234567',
          deliveryAddress: 'Hafenstraße 5, 50667 Köln',
          preferredDeliveryDate: null,
          specialRequirements: null,
          transportType: 'truck',
          transportPrice: null,
          colorType: 'from_stack',
          ralColor: null,
        });
      }
      return call.method === 'POST' ? jsonResponse({ statusCode: 400, message: 'Invalid input', errors: [] }, 400) : undefined;
    });
    await renderOffers(`/en/admin/offers/new?quoteId=${quoteId}`, { problem: 'No transport price for 50667.' });
    expect(await screen.findByText(/No transport price for 50667\./)).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Anna Schmidt');
    expect((screen.getByLabelText('Language of the offer') as HTMLSelectElement).value).toBe('de');
    expect((screen.getByLabelText(/^Quantity/) as HTMLInputElement).value).toBe('3');
    // New: 3,000 € in the catalogue.
    expect((screen.getByLabelText(/^Unit price/) as HTMLInputElement).value).toBe('3000');
    expect(total()).toBe('€10,890.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ quoteId, language: 'de', lines: [{ productId: PRODUCT_ID, condition: 'new', quantity: 3, unitPrice: 3000 }] });
  });
});

describe('OfferEditorPage: an existing offer', () => {
  it("edits a draft with the server's figures beside the live ones, saves it in place and sends it", async () => {
    let offer = adminOffer('draft');
    const calls = serve((call) => {
      if (call.path !== `/api/admin/offers/${OFFER_ID}` && call.path !== `/api/admin/offers/${OFFER_ID}/send`) return undefined;
      if (call.method === 'PUT') offer = adminOffer('draft', [revision(1, { note: 'Delivered in two weeks.' })]);
      if (call.method === 'POST') offer = { ...adminOffer('sent', [revision(1, { note: 'Delivered in two weeks.' })]), status: 'sent' };
      return jsonResponse(offer);
    });
    await renderOffers(`/en/admin/offers/${OFFER_ID}`);
    await screen.findByTestId('offer-number');
    expect(total()).toBe('€2,904.00');
    expect(screen.getByTestId('offer-saved-totals').textContent).toContain('€2,904.00');
    // The transport saved is kept as given.
    expect((screen.getByLabelText('Give the transport price myself') as HTMLInputElement).checked).toBe(true);
    typeInto('Note to the customer', 'Delivered in two weeks.');
    fireEvent.click(screen.getByRole('button', { name: 'Save and send to the customer' }));
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Sent'));
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /api/admin/offers/${OFFER_ID}`, `POST /api/admin/offers/${OFFER_ID}/send`]);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ note: 'Delivered in two weeks.', transport: { option: 'truck', country: 'BE', postcode: '2000', price: 400 } });
    // Sent: read-only, with a new revision to make.
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a new revision' })).toBeTruthy();
  });

  it('makes a new revision of a sent offer and lists every revision read-only with its PDF', async () => {
    let offer = adminOffer('viewed');
    const calls = serve((call) => {
      if (call.path !== `/api/admin/offers/${OFFER_ID}`) return undefined;
      if (call.method === 'PUT') offer = adminOffer('draft', [revision(1), revision(2, { subtotal: 2200, vat: 462, total: 2662 })]);
      return jsonResponse(offer);
    });
    await renderOffers(`/en/admin/offers/${OFFER_ID}`);
    expect((await screen.findByTestId('offer-status')).textContent).toBe('Viewed');
    expect(screen.getByRole('heading', { name: 'Revision 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new revision' }));
    typeInto(/^Unit price/, '1800');
    fireEvent.click(screen.getByRole('button', { name: 'Save as new revision' }));
    await waitFor(() => expect(screen.getByTestId('offer-status').textContent).toBe('Draft'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ lines: [{ productId: PRODUCT_ID, unitPrice: 1800 }] });
    const revisions = screen.getAllByTestId('offer-revision');
    expect(revisions.map((item) => within(item).getByText(/^Revision \d$/).textContent)).toEqual(['Revision 2', 'Revision 1']);
    expect(within(revisions[1] as HTMLElement).getByRole('link', { name: 'Download revision 1 as PDF' }).getAttribute('href')).toBe(`/api/admin/offers/${OFFER_ID}/revisions/1/pdf`);
  });

  it('shows an accepted offer read-only with who accepted it and the order, without a new revision', async () => {
    serve((call) =>
      call.path === `/api/admin/offers/${OFFER_ID}`
        ? jsonResponse({
            ...adminOffer('ordered'),
            acceptance: { revision: 1, name: 'Jan Peeters', acceptedAt: '2026-11-22T10:00:00.000Z', ipAddress: '203.0.113.7', userAgent: null, contentHash: 'ab'.repeat(32), paymentMethod: 'bank_transfer' },
            order: { id: 'order-1', orderNumber: 100042, status: 'pending', paidAt: null },
          })
        : undefined,
    );
    await renderOffers(`/en/admin/offers/${OFFER_ID}`);
    expect((await screen.findByTestId('offer-acceptance')).textContent).toContain('203.0.113.7');
    expect(screen.getByRole('link', { name: 'Order #100042 in the inbox' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a new revision' })).toBeNull();
  });

  it('says so when the offer does not exist', async () => {
    serve();
    await renderOffers(`/en/admin/offers/${OFFER_ID}`);
    expect(await screen.findByText('This offer does not exist.')).toBeTruthy();
  });
});
