import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { OfferRefusal, OfferStatus } from '../../../../domain/offers/offer-status.js';
import { fakeApi, jsonResponse } from '../../shared/testing/fake-api.js';
import type { CustomerOfferJson } from './remote/customer-offer.js';
import { openOffer, TOKEN } from './testing/customer-offer.fixture.js';
import { renderOfferPage } from './testing/render-offer-page.js';

const OFFER_PATH = `/api/offers/${TOKEN}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The offer answered for GET; the other calls as `answer` says. */
const serve = (offer: CustomerOfferJson, answer: Parameters<typeof fakeApi>[0] = () => undefined) =>
  fakeApi((call) => (call.method === 'GET' && call.path === OFFER_PATH ? jsonResponse(offer) : answer(call)));

describe('OfferPage: an open offer', () => {
  it('shows the lines, the VAT breakdown, the totals, the validity, the note and the PDF', async () => {
    serve(openOffer());
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    expect((await screen.findByTestId('offer-number')).textContent).toBe('OF-2026-000007');
    const lines = screen.getAllByTestId('offer-line');
    expect(lines[0]?.textContent).toContain('20ft Dry Van – Used A-Grade – Door cut-out 2 × 1 m');
    expect(lines[0]?.textContent).toContain('Discount: −€400.00');
    expect(lines[1]?.textContent).toContain('Transport by truck – Belgium 2000');
    expect(screen.getByTestId('offer-subtotal').textContent).toBe('€4,000.00');
    expect(screen.getByTestId('vat-row').textContent).toContain('€840.00');
    expect(screen.getByTestId('offer-total').textContent).toBe('€4,840.00');
    expect(screen.getByTestId('offer-valid-until').textContent).toBe('20 December 2026');
    expect(screen.getByText(/Revision 2 · Date 20 November 2026 · Valid until/)).toBeTruthy();
    expect(screen.getByTestId('offer-note').textContent).toBe('Delivered within two weeks of your payment.');
    expect(screen.getByTestId('offer-pdf').getAttribute('href')).toBe(`/api/offers/${TOKEN}/pdf`);
    expect(screen.queryByTestId('offer-closed')).toBeNull();
  });

  it('names what is missing before anything is sent: the name, the tick, the payment method', async () => {
    const calls = serve(openOffer());
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Tick that you accept this offer.')).toBeTruthy();
    expect(screen.getByText('This payment method is not offered in this offer.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('accepts with a bank transfer and opens the order confirmation with its token', async () => {
    const calls = serve(openOffer(), (call) => (call.method === 'POST' && call.path === `${OFFER_PATH}/accept` ? jsonResponse({ orderId: 'order-1', accessToken: 'secret-token', paymentUrl: null }, 201) : undefined));
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: '  Jan Peeters ' } });
    fireEvent.click(screen.getByLabelText('Bank transfer'));
    fireEvent.click(screen.getByLabelText('I accept this offer'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect((await screen.findByTestId('arrived')).textContent).toBe('/en/order-confirmation/order-1?token=secret-token');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Jan Peeters', accepted: true, revision: 2, paymentMethod: 'bank_transfer' });
  });

  it('accepts with a card and goes to the payment page the server gave', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(openOffer({ paymentMethods: ['stripe'] }), (call) =>
      call.method === 'POST' && call.path === `${OFFER_PATH}/accept` ? jsonResponse({ orderId: 'order-2', accessToken: 'secret-2', paymentUrl: '/api/payments/simulated/cs_test_9' }, 201) : undefined,
    );
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: 'Jan Peeters' } });
    // One method offered: it is chosen already.
    expect((screen.getByLabelText('Online by card') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('I accept this offer'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/simulated/cs_test_9'));
  });

  it("shows the server's 400 by field, and on a 409 reloads the offer and says why it cannot be accepted", async () => {
    let offer = openOffer();
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === OFFER_PATH) return jsonResponse(offer);
      if (call.path !== `${OFFER_PATH}/accept`) return undefined;
      if ((call.body as { name: string }).name === 'X') return jsonResponse({ statusCode: 400, message: 'Invalid input', errors: [{ field: 'name', message: 'The name is too short.' }] }, 400);
      offer = openOffer({ status: 'expired', refusal: 'expired', refusalMessage: 'This offer has expired.' });
      return jsonResponse({ statusCode: 409, message: 'This offer has expired. Feel free to ask for a new offer.' }, 409);
    });
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    fireEvent.change(await screen.findByLabelText(/^Your name/), { target: { value: 'X' } });
    fireEvent.click(screen.getByLabelText('Bank transfer'));
    fireEvent.click(screen.getByLabelText('I accept this offer'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect(await screen.findByText('The name is too short.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your name/), { target: { value: 'Jan Peeters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept the offer' }));
    expect((await screen.findByTestId('offer-refusal')).textContent).toBe('This offer has expired. Feel free to ask for a new offer.');
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).toBeNull();
  });

  it('declines with a reason and then shows the offer as declined, with a new offer to ask for', async () => {
    const calls = serve(openOffer(), (call) =>
      call.method === 'POST' && call.path === `${OFFER_PATH}/decline` ? jsonResponse(openOffer({ status: 'declined', refusal: 'declined', refusalMessage: 'declined' })) : undefined,
    );
    renderOfferPage(`/en/offer/${TOKEN}`, 'en');
    fireEvent.click(await screen.findByText('Decline this offer'));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Too expensive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer' }));
    expect((await screen.findByTestId('offer-refusal')).textContent).toBe('This offer was declined. Feel free to ask for a new offer.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Too expensive' });
    expect(screen.getByRole('button', { name: 'Ask for a new offer' })).toBeTruthy();
  });
});

describe('OfferPage: an offer that can no longer be accepted', () => {
  const cases: readonly (readonly [OfferRefusal, OfferStatus, 'en' | 'nl' | 'de' | 'fr', string])[] = [
    ['expired', 'expired', 'en', 'This offer has expired. Feel free to ask for a new offer.'],
    ['declined', 'declined', 'nl', 'Deze offerte werd geweigerd. Vraag gerust een nieuwe offerte aan.'],
    ['superseded', 'sent', 'de', 'Es gibt eine neuere Fassung dieses Angebots. Nur die letzte Fassung kann angenommen werden.'],
    ['accepted', 'paid', 'fr', 'Cette offre a déjà été acceptée.'],
  ];

  it.each(cases)('%s: says why in the visitor language, offers no acceptance, and asks for a new offer in one click', async (refusal, status, lang, message) => {
    const calls = serve(openOffer({ refusal, status }), (call) => (call.method === 'POST' && call.path === `${OFFER_PATH}/request-new` ? jsonResponse({ quoteId: 'q-2', created: true }, 201) : undefined));
    renderOfferPage(`/${lang}/offer/${TOKEN}`, lang);
    const closed = await screen.findByTestId('offer-closed');
    expect(within(closed).getByTestId('offer-refusal').textContent).toBe(message);
    expect(screen.queryByRole('form', { name: /accept/i })).toBeNull();
    expect(document.querySelector('input[name="accepted"]')).toBeNull();
    fireEvent.click(within(closed).getByRole('button'));
    await within(closed).findByRole('status');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`${OFFER_PATH}/request-new`]);
  });

  it('says a wrong link opens no offer', async () => {
    serve(openOffer());
    renderOfferPage('/en/offer/not-a-token', 'en');
    expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeTruthy();
  });
});
