import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VatDetailJson } from '../../shared/vat/vat-json.js';
import { CartCheckoutPage } from './cart-checkout-page.js';
import type { CheckoutCart } from './remote/checkout-cart.js';
import { json, mockApi, renderCheckout, type RecordedRequest } from './testing/render-checkout.js';
import { SAMPLE_CART, SAMPLE_CART_ID } from './testing/sample-cart.js';
import { clearCartId, setCartId } from '../../shared/cart/index.js';

const MENTION_DE = 'Steuerfreie innergemeinschaftliche Lieferung – Art. 39bis belgisches MwStGB / Art. 138 Richtlinie 2006/112/EG';

const business = (vat: Partial<VatDetailJson>): CheckoutCart => ({
  ...SAMPLE_CART,
  vat: 0,
  total: SAMPLE_CART.subtotal,
  vatDetail: {
    breakdown: [{ category: 'K', ratePercent: 0, net: SAMPLE_CART.subtotal, vat: 0, exemptionReasonCode: 'VATEX-EU-IC' }],
    mention: MENTION_DE,
    customerKind: 'business',
    companyName: null,
    vatNumber: 'DE136695976',
    vatNumberConfirmed: true,
    vatNumberCheck: 'confirmed',
    viesConsultation: 'WAPI1',
    ...vat,
  },
});

/** The cart API: priced for a consumer, or for the business and VAT number asked about (the answer `forBusiness` gives). */
const serve = (forBusiness: (query: URLSearchParams) => CheckoutCart, onOrder?: () => Response) =>
  mockApi(({ method, path, query }: RecordedRequest) => {
    if (method === 'GET' && path === `/api/carts/${SAMPLE_CART_ID}`) return json(query.get('customerKind') === 'business' ? forBusiness(query) : SAMPLE_CART);
    if (method === 'POST' && path === '/api/orders' && onOrder !== undefined) return onOrder();
    return undefined;
  });

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const cartGets = (requests: readonly RecordedRequest[]) => requests.filter((request) => request.method === 'GET' && request.path.startsWith('/api/carts/'));

beforeEach(() => setCartId(SAMPLE_CART_ID));
afterEach(() => {
  cleanup();
  clearCartId();
  vi.unstubAllGlobals();
});

describe('checkout VAT: private or business', () => {
  it('refuses a mistyped VAT number in the form, in German, before anything is sent', async () => {
    const api = serve(() => business({}), () => json({ orderId: 'o', accessToken: 't' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'de', 'cart-checkout');
    fireEvent.click(await screen.findByLabelText('Unternehmen'));
    fill(/^USt-IdNr\./, 'DE136695977');
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen und bezahlen' }));
    expect(await screen.findByText('Diese USt-IdNr. ist ungültig (die Prüfziffer stimmt nicht): bitte prüfen Sie sie.')).toBeTruthy();
    expect(await screen.findByText('Bitte geben Sie den Firmennamen ein.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(cartGets(api.requests).every((request) => request.query.get('vatNumber') === null)).toBe(true);
  });

  it('prices the cart for a business with a well-formed number: 0 % and the mention, then sends the customer with the order', async () => {
    const api = serve(() => business({}), () => json({ orderId: 'order-1', accessToken: 't' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'de', 'cart-checkout');
    const summary = await screen.findByRole('complementary', { name: 'Bestellübersicht' });
    expect(within(summary).getByTestId('vat-row').textContent).toContain('MwSt. 21%');

    fireEvent.click(screen.getByLabelText('Unternehmen'));
    fill(/^Firmenname/, 'Hafen GmbH');
    fill(/^USt-IdNr\./, '136 695 976');
    expect((await within(summary).findByTestId('vat-mention')).textContent).toBe(MENTION_DE);
    expect(within(summary).getByTestId('vat-row').textContent).toContain('MwSt. 0%');
    expect(within(summary).getByText('USt-IdNr. von VIES bestätigt.')).toBeTruthy();
    const asked = cartGets(api.requests).at(-1)?.query;
    expect([asked?.get('customerKind'), asked?.get('vatNumber')]).toEqual(['business', 'DE136695976']);

    fill(/^Name/, 'Jonas Weber');
    fill(/^E-Mail/, 'jonas@example.de');
    fill(/^Telefon/, '+49 30 1234567');
    fill(/^Straße und Hausnummer/, 'Hafenstraße 1');
    fill(/^Postleitzahl/, '10115');
    fill(/^Ort/, 'Berlin');
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen und bezahlen' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const order = api.requests.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(order.customer).toEqual({ kind: 'business', companyName: 'Hafen GmbH', vatNumber: 'DE136695976' });
    expect((order.shippingAddress as Record<string, unknown>).companyName).toBe('Hafen GmbH');
  });

  it('reads a number as a letterhead prints it and asks the cart about its canonical form', async () => {
    const api = serve(() => business({ vatNumber: 'BE0403170701', mention: null }));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'nl', 'cart-checkout');
    fireEvent.click(await screen.findByLabelText('Bedrijf'));
    fill(/^Btw-nummer/, 'BE (0)403.170.701');
    await waitFor(() => expect(cartGets(api.requests).at(-1)?.query.get('vatNumber')).toBe('BE0403170701'));
  });

  it('refuses a comma inside the number in the form, naming it, before anything is sent', async () => {
    const api = serve(() => business({}), () => json({ orderId: 'o', accessToken: 't' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'de', 'cart-checkout');
    fireEvent.click(await screen.findByLabelText('Unternehmen'));
    fill(/^USt-IdNr\./, 'DE 136,695,976');
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen und bezahlen' }));
    expect(await screen.findByText(/Eine USt-IdNr\. enthält kein „,“/)).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(cartGets(api.requests).every((request) => request.query.get('vatNumber') === null)).toBe(true);
  });

  it('says so when VIES cannot be asked, keeps VAT, and checks again on request', async () => {
    let answers = 0;
    const api = serve(() => {
      answers += 1;
      return answers === 1
        ? { ...SAMPLE_CART, vatDetail: { ...SAMPLE_CART.vatDetail, customerKind: 'business', vatNumber: 'DE136695976', vatNumberCheck: 'unavailable' } }
        : business({});
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'en', 'cart-checkout');
    fireEvent.click(await screen.findByLabelText('Business'));
    fill(/^VAT number/, 'DE136695976');
    const notice = await screen.findByTestId('vies-unavailable');
    expect(notice.textContent).toContain('could not be confirmed right now');
    expect(screen.getAllByTestId('vat-row')[0]?.textContent).toContain('VAT 21%');
    fireEvent.click(within(notice).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('VAT number confirmed by VIES.')).toBeTruthy();
    expect(screen.getByTestId('vat-row').textContent).toContain('VAT 0%');
  });

  it("shows the server's refusal of the VAT check (too many lookups), keeps VAT, and checks again on request", async () => {
    let answers = 0;
    const api = mockApi(({ method, path, query }: RecordedRequest) => {
      if (method !== 'GET' || path !== `/api/carts/${SAMPLE_CART_ID}`) return undefined;
      if (query.get('customerKind') !== 'business') return json(SAMPLE_CART);
      answers += 1;
      return answers === 1 ? json({ statusCode: 429, message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.' }, 429) : json(business({}));
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'de', 'cart-checkout');
    fireEvent.click(await screen.findByLabelText('Unternehmen'));
    fill(/^USt-IdNr\./, 'DE136695976');
    const notice = await screen.findByTestId('vies-unavailable');
    expect(notice.textContent).toContain('Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.');
    expect(screen.getAllByTestId('vat-row')[0]?.textContent).toContain('MwSt. 21%');
    fireEvent.click(within(notice).getByRole('button', { name: 'Erneut prüfen' }));
    expect(await screen.findByText('USt-IdNr. von VIES bestätigt.')).toBeTruthy();
    expect(screen.getByTestId('vat-row').textContent).toContain('MwSt. 0%');
  });
});
