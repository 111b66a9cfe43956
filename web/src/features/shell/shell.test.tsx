import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCartId, setCartId } from '../../shared/cart/cart-id.js';
import { Shell } from './shell.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const stubApi = (itemCount: number) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/carts/')) return json({ items: [], subtotal: 0, vat: 0, total: 0, itemCount });
    if (url.startsWith('/api/landing-pages')) return json({ groups: [{ menuSection: 'resources', label: 'Resources', pages: [{ slug: 'guide', title: 'Buying guide' }] }] });
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('shell', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCartId();
    document.cookie = 'cookie-consent=necessary; Path=/';
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows no cart badge without a cart', async () => {
    const fetchMock = stubApi(5);
    await renderInApp(<Shell>page</Shell>);
    await screen.findByRole('link', { name: 'Buying guide' });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/carts/'))).toBe(false);
  });

  it('hides the cart badge when the cart holds 0 items', async () => {
    setCartId('cart-token');
    const fetchMock = stubApi(0);
    await renderInApp(<Shell>page</Shell>);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/carts/cart-token')).toBe(true));
    await screen.findByRole('link', { name: 'Buying guide' });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).not.toBeNull();
  });

  it('shows the item count above 0', async () => {
    setCartId('cart-token');
    stubApi(3);
    await renderInApp(<Shell>page</Shell>);
    const badge = await screen.findByTestId('cart-badge');
    expect(badge.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).not.toBeNull();
  });

  it('renders the five navigation links, the footer groups and the floating switcher only at home', async () => {
    stubApi(0);
    await renderInApp(<Shell>page</Shell>, '/en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.querySelectorAll('a[href^="/en/"]').length).toBeGreaterThanOrEqual(6);
    expect(await screen.findByRole('heading', { name: 'Additional Resources' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Resources' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Language switcher' })).not.toBeNull();
    cleanup();
    await renderInApp(<Shell>page</Shell>, '/en/cart');
    expect(screen.queryByRole('region', { name: 'Language switcher' })).toBeNull();
  });
});
