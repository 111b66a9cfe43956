import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartCheckoutPage } from './cart-checkout-page.js';
import { json, mockApi, renderCheckout, type RecordedRequest } from './testing/render-checkout.js';
import { SAMPLE_CART, SAMPLE_CART_ID } from './testing/sample-cart.js';
import { clearCartId, getCartId, setCartId } from '../../shared/cart/index.js';

const cartApi = (onOrder?: (body: unknown) => Response) =>
  mockApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/api/carts/${SAMPLE_CART_ID}`) return json(SAMPLE_CART);
    if (method === 'POST' && path === '/api/orders' && onOrder !== undefined) return onOrder(body);
    return undefined;
  });

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const fillShipping = () => {
  fill(/^Name/, 'Jan Peeters');
  fill(/^Email/, 'jan@example.be');
  fill(/^Phone/, '+32 470 12 34 56');
  fill(/^Street and house number/, 'Kerkstraat 1');
  fill(/^Postal code/, '2000');
  fill(/^City/, 'Antwerpen');
};

const orderPosts = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/orders');

beforeEach(() => setCartId(SAMPLE_CART_ID));
afterEach(() => {
  cleanup();
  clearCartId();
  vi.unstubAllGlobals();
});

describe('CartCheckoutPage form', () => {
  it("shows the domain's English messages under the fields and sends nothing when invalid", async () => {
    const api = cartApi(() => json({ orderId: 'o', accessToken: 't' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'en', 'cart-checkout');

    fireEvent.click(await screen.findByRole('button', { name: 'Order and pay' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Street and house number are required')).toBeTruthy();
    expect(screen.getByText('Postal code is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(orderPosts(api.requests)).toHaveLength(0);
  });

  it("shows the same rules in Dutch, and 'Please enter a valid email' once a bad address is left", async () => {
    const api = cartApi(() => json({ orderId: 'o', accessToken: 't' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'nl', 'cart-checkout');

    fireEvent.click(await screen.findByRole('button', { name: 'Bestellen en betalen' }));
    expect(await screen.findByText('Naam is verplicht')).toBeTruthy();
    expect(screen.getByText('Straat en huisnummer zijn verplicht')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^E-mailadres/), { target: { value: 'jan@' } });
    expect(await screen.findByText('Voer een geldig e-mailadres in')).toBeTruthy();
    expect(orderPosts(api.requests)).toHaveLength(0);
  });

  it('requires every billing field only when a different billing address is chosen, then sends it', async () => {
    const api = cartApi(() => json({ orderId: 'order-1', accessToken: 'secret token' }, 201));
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'en', 'cart-checkout');
    await screen.findByRole('button', { name: 'Order and pay' });
    fillShipping();
    fireEvent.click(screen.getByLabelText('Bank transfer'));
    fireEvent.click(screen.getByLabelText('Use a different billing address'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    const billingRule = 'Billing address fields are required when using a different billing address';
    await waitFor(() => expect(screen.getAllByText(billingRule)).toHaveLength(3)); // street, postal code and city; the country starts filled in
    expect(orderPosts(api.requests)).toHaveLength(0);

    const billing = screen.getByRole('group', { name: 'Billing address' });
    const within = (label: RegExp) => {
      const input = Array.from(billing.querySelectorAll('label')).find((node) => label.test(node.textContent ?? ''));
      const id = input?.getAttribute('for');
      if (id === null || id === undefined) throw new Error(`no field ${String(label)}`);
      return document.getElementById(id) as HTMLInputElement;
    };
    fireEvent.change(within(/^Street/), { target: { value: 'Marktplein 5' } });
    fireEvent.change(within(/^Postal code/), { target: { value: '1012 AB' } });
    fireEvent.change(within(/^City/), { target: { value: 'Amsterdam' } });
    fireEvent.change(within(/^Country/), { target: { value: 'netherlands' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(orderPosts(api.requests)).toHaveLength(1));
    expect(orderPosts(api.requests)[0]?.body).toEqual({
      cartId: SAMPLE_CART_ID,
      lang: 'en',
      paymentMethod: 'bank_transfer',
      shippingAddress: {
        name: 'Jan Peeters',
        email: 'jan@example.be',
        phone: '+32 470 12 34 56',
        companyName: null,
        street: 'Kerkstraat 1',
        city: 'Antwerpen',
        postalCode: '2000',
        country: 'belgium',
      },
      billingAddress: { street: 'Marktplein 5', city: 'Amsterdam', postalCode: '1012 AB', country: 'netherlands', companyName: null, vatNumber: null },
      customer: { kind: 'consumer' },
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/en/order-confirmation/order-1?token=secret%20token');
    expect(screen.getByText('Order Placed')).toBeTruthy();
    expect(screen.getByText('You will receive an invoice within 1 working day.')).toBeTruthy();
    expect(getCartId()).toBeNull();
  });

  it('sends no billing address without the box, and shows the server’s field errors under their fields', async () => {
    const api = cartApi(() =>
      json({ statusCode: 400, message: 'Invalid input.', errors: [{ field: 'shippingAddress.postalCode', message: 'Postal code is not known' }] }, 400),
    );
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'en', 'cart-checkout');
    await screen.findByRole('button', { name: 'Order and pay' });
    fillShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(await screen.findByText('Postal code is not known')).toBeTruthy();
    const sent = orderPosts(api.requests)[0]?.body as Record<string, unknown>;
    expect(sent.paymentMethod).toBe('stripe');
    expect('billingAddress' in sent).toBe(false);
    expect(screen.getByText('Failed to place order')).toBeTruthy();
  });

  it("shows 'Payment Error' when a card order comes back without a payment url", async () => {
    vi.stubGlobal('fetch', cartApi(() => json({ orderId: 'o', accessToken: 't' }, 201)).fetchMock);
    await renderCheckout(<CartCheckoutPage />, 'en', 'cart-checkout');
    await screen.findByRole('button', { name: 'Order and pay' });
    fillShipping();
    fireEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByText('Payment Error')).toBeTruthy();
  });
});
