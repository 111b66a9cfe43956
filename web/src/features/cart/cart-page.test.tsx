import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartLine } from '../../shared/cart/cart-requests.js';
import { json, renderCartPage } from './testing/render-cart.js';
import { consumerVatDetail } from '../../shared/vat/vat-detail.fixture.js';
import { clearCartId, setCartId } from '../../shared/cart/index.js';
import { LANGUAGES } from '../../../../domain/shared/language.js';
import { cartLineStock } from '../../../../domain/units/cart-stock.js';

const LINE: CartLine = {
  id: 'line-1',
  productId: 'p-1',
  productTitle: 'Storage container 8ft',
  condition: 'used-a',
  colorType: 'wish_color',
  ralColor: '5010',
  quantity: 1,
  unitPrice: 1950,
  transportType: 'truck_with_crane',
  transportPrice: 500.59,
  lineTotal: 2450.59,
  problem: null,
  vatCategory: 'S',
  vatRatePercent: 21,
  unitsLeft: null,
  stockNote: null,
};

const cartOf = (items: readonly CartLine[]): Cart => ({ id: 'c1', items: [...items], subtotal: 2450.59, vat: 514.62, total: 2965.21, itemCount: 1, vatDetail: consumerVatDetail(2450.59, 514.62) });

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

const serve = (cart: Cart, answer: (call: Call) => Response | undefined = () => undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return answer(call) ?? (call.method === 'GET' ? json(cart) : json(cart));
  });
  return calls;
};

beforeEach(() => setCartId('c1'));
afterEach(() => {
  cleanup();
  clearCartId();
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it("shows the server's amounts with cents, the condition label and colour, and sends quantity changes within 1..100", async () => {
    const calls = serve(cartOf([LINE]));
    await renderCartPage('en');
    expect(await screen.findByText('Storage container 8ft')).toBeTruthy();
    expect(screen.getByText('Used A-Grade')).toBeTruthy();
    expect(screen.getByText('Colour of your choice RAL 5010')).toBeTruthy();
    expect(screen.getByText('Truck with crane · €500.59')).toBeTruthy();
    expect(screen.getByTestId('vat-row').textContent).toBe('VAT 21%€514.62');
    expect(screen.getByTestId('cart-total').textContent).toBe('€2,965.21');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/carts/c1/items/line-1', body: { quantity: 2 } });
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/en/cart-checkout');
  });

  it('shows a line’s problem and blocks the checkout until the line is removed', async () => {
    serve(cartOf([{ ...LINE, problem: 'This container is no longer available. You can request a quote.' }]), (call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    await renderCartPage('en');
    expect(await screen.findByText('This container is no longer available. You can request a quote.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Storage container 8ft' }));
    expect(await screen.findByText('Item removed from cart')).toBeTruthy();
  });

  it.each(LANGUAGES.map((lang) => [lang]))("shows the server's stock note of a product with few units left, in the cart's language (%s)", async (lang) => {
    // The note as the server words it for a line of 1 with 2 units left (threshold 2), in the language the cart was asked in.
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const language = LANGUAGES.find((candidate) => candidate === url.searchParams.get('lang')) ?? 'nl';
      asked.push(language);
      return json(cartOf([{ ...LINE, unitsLeft: 2, stockNote: cartLineStock(1, 2, 2).note?.[language] ?? null }]));
    });
    await renderCartPage(lang);
    const note = await screen.findByTestId('stock-note');
    expect(note.textContent).toBe({ nl: 'Nog maar 2 beschikbaar', de: 'Nur noch 2 verfügbar', fr: 'Plus que 2 disponible(s)', en: 'Only 2 left' }[lang]);
    expect(asked).toContain(lang);
  });

  it('shows no stock note on a line of a product without units, nor beside a problem that already says how many are left', async () => {
    serve(cartOf([LINE, { ...LINE, id: 'line-2', productTitle: 'Office container 20ft', unitsLeft: 1, stockNote: 'Only 1 left', problem: 'Only 1 left in this condition.' }]));
    await renderCartPage('en');
    expect(await screen.findByText('Only 1 left in this condition.')).toBeTruthy();
    expect(screen.queryByTestId('stock-note')).toBeNull();
  });

  it("toasts 'Failed to update item quantity' when the server refuses", async () => {
    serve(cartOf([{ ...LINE, quantity: 3 }]), (call) => (call.method === 'PATCH' ? json({ statusCode: 500, message: 'boom' }, 500) : undefined));
    await renderCartPage('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Decrease quantity' }));
    expect(await screen.findByText('Failed to update item quantity')).toBeTruthy();
  });

  it('shows the empty state with a link to the products when there is no cart', async () => {
    clearCartId();
    serve(cartOf([]));
    await renderCartPage('de');
    expect(screen.getByText('Ihr Warenkorb ist leer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Unsere Container ansehen' }).getAttribute('href')).toBe('/de/container');
  });
});
