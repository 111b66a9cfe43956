import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisitorStateProvider } from '../visitor/visitor-state.js';
import { clearCartId, getCartId, migrateLegacyCartId, setCartId } from './cart-id.js';
import { useCartId } from './use-cart-count.js';

const TOKEN = 'k2V0bG9uZy1jYXJ0LXRva2VuLW9mLTQzLWNoYXJzX0E';
const cookie = (): string | null => /(?:^|; )cart-id=([^;]*)/.exec(document.cookie)?.[1] ?? null;

/** Records what is written to document.cookie while `work` runs. */
const cookieWrites = (work: () => void): string[] => {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor?.get?.call(document) as string, set: (value: string) => written.push(value) });
  try {
    work();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
  return written;
};

const CartIdShown = () => <output>{useCartId() ?? 'none'}</output>;

describe('cart id storage', () => {
  beforeEach(() => {
    clearCartId();
    window.localStorage.clear();
  });
  afterEach(cleanup);

  it('keeps the cart token in a first-party cookie for 30 days, and forgets it', () => {
    expect(cookieWrites(() => setCartId(TOKEN))).toEqual([`cart-id=${TOKEN}; Path=/; Max-Age=${30 * 24 * 60 * 60}; SameSite=Lax`]);
    setCartId(TOKEN);
    expect(getCartId()).toBe(TOKEN);
    expect(cookie()).toBe(TOKEN);
    expect(window.localStorage.getItem('cart-id')).toBeNull();
    clearCartId();
    expect(getCartId()).toBeNull();
    expect(cookie()).toBeNull();
  });

  it('reads a cookie that is not a token as no cart', () => {
    document.cookie = 'cart-id=%3Cb%3E; Path=/';
    expect(getCartId()).toBeNull();
  });

  it('moves a token an older version kept in localStorage into the cookie, once', () => {
    window.localStorage.setItem('cart-id', TOKEN);
    migrateLegacyCartId();
    expect(getCartId()).toBe(TOKEN);
    expect(window.localStorage.getItem('cart-id')).toBeNull();
    window.localStorage.setItem('cart-id', 'other-token');
    migrateLegacyCartId();
    // The cookie's cart wins over an older stored one.
    expect(getCartId()).toBe(TOKEN);
    expect(window.localStorage.getItem('cart-id')).toBeNull();
  });

  it('renders on the server, and hydrates, with the id the page was rendered with; then follows the cookie', () => {
    setCartId(TOKEN);
    expect(renderToString(<VisitorStateProvider visitor={{ consentDecided: false, cartId: null }}><CartIdShown /></VisitorStateProvider>)).toContain('none');
    expect(renderToString(<VisitorStateProvider visitor={{ consentDecided: false, cartId: 'rendered-id' }}><CartIdShown /></VisitorStateProvider>)).toContain('rendered-id');
    render(<VisitorStateProvider visitor={{ consentDecided: false, cartId: null }}><CartIdShown /></VisitorStateProvider>);
    expect(screen.getByRole('status').textContent).toBe(TOKEN);
  });
});
