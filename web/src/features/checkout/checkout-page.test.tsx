import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from './checkout-page.js';
import { json, mockApi, renderCheckout } from './testing/render-checkout.js';
import { SAMPLE_CART, SAMPLE_CART_ID } from './testing/sample-cart.js';
import { clearCartId, getCartId, setCartId } from '../../shared/cart/index.js';

beforeEach(() => setCartId(SAMPLE_CART_ID));
afterEach(() => {
  cleanup();
  clearCartId();
  vi.unstubAllGlobals();
});

describe('CheckoutPage (simple checkout)', () => {
  it("places a real bank-transfer order, waits 2 seconds, then 'Order placed successfully!' on the confirmation", async () => {
    const api = mockApi(({ method, path }) => {
      if (method === 'GET' && path === `/api/carts/${SAMPLE_CART_ID}`) return json(SAMPLE_CART);
      if (method === 'POST' && path === '/api/orders') return json({ orderId: 'order-7', accessToken: 'tok' }, 201);
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderCheckout(<CheckoutPage />, 'en', 'checkout');
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getByTestId('checkout-total').textContent).toBe('€5,255.03');
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Name/, 'Anna Müller');
    fill(/^Email/, 'anna@example.de');
    fill(/^Phone/, '+49 30 123456');
    fill(/^Street and house number/, 'Hauptstraße 5');
    fill(/^Postal code/, '10115');
    fill(/^City/, 'Berlin');
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'germany' } });

    const started = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('button', { name: 'Placing order…' })).toBeTruthy();
    const location = await screen.findByTestId('location', {}, { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(location.textContent).toBe('/en/order-confirmation/order-7?token=tok');
    await waitFor(() => expect(screen.getByText('Order placed successfully!')).toBeTruthy());
    const sent = api.requests.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.paymentMethod).toBe('bank_transfer');
    expect(getCartId()).toBeNull();
  });
});
