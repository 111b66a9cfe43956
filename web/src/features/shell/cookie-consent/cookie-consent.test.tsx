import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieConsentManager } from './cookie-consent.js';
import { renderToString } from 'react-dom/server';
import { renderInApp } from '../../../shared/testing/render-in-app.js';
import { i18n } from '../../../shared/i18n.js';
import { TranslationProvider } from '../../../shared/translation/index.js';
import { VisitorStateProvider } from '../../../shared/visitor/visitor-state.js';

/** The `cookie-consent` cookie as the browser holds it (jsdom keeps document.cookie), null when absent. */
const cookie = (): string | null => /(?:^|; )cookie-consent=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const removeCookie = (): void => {
  document.cookie = 'cookie-consent=; Path=/; Max-Age=0';
};
/** The choice the cookie holds, as the categories it grants. */
const stored = (): unknown => {
  const value = cookie();
  if (value === null) return null;
  const granted = value.split('.');
  return { necessary: granted.includes('necessary'), analytics: granted.includes('analytics'), marketing: granted.includes('marketing'), preferences: granted.includes('preferences') };
};
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie consent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    removeCookie();
  });
  afterEach(cleanup);

  it('shows the banner when nothing is stored, with Consent Mode defaults denied except security storage', async () => {
    await renderInApp(<CookieConsentManager />);
    expect(banner()).not.toBeNull();
    const defaults = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === 'consent' && args[1] === 'default');
    expect(defaults?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', security_storage: 'granted', wait_for_update: 500 });
  });

  it('Accept All stores all four true and hides the banner', async () => {
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: true, preferences: true });
    expect(banner()).toBeNull();
  });

  it('Reject All and the close button store only necessary', async () => {
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(banner()).toBeNull();
    cleanup();
    removeCookie();
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Close (reject all)' }));
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect(banner()).toBeNull();
  });

  it('Customize saves the switches, necessary stays on and disabled', async () => {
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    const necessary = await screen.findByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect((necessary as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false });
    expect(banner()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes the dialog and keeps the banner without storing; Escape closes it too', async () => {
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Customize' }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('writes the choice as a first-party cookie for the whole site, a list of the granted categories', async () => {
    await renderInApp(<CookieConsentManager />);
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => descriptor?.get?.call(document) as string, set: (value: string) => written.push(value) });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(written).toEqual([`cookie-consent=necessary.analytics.marketing.preferences; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`]);
  });

  it('stays hidden when a choice is stored in the cookie', async () => {
    document.cookie = 'cookie-consent=necessary.marketing; Path=/';
    await renderInApp(<CookieConsentManager />);
    expect(banner()).toBeNull();
    expect(cookie()).toBe('necessary.marketing');
  });

  it('renders as the server does, before any effect: the banner while undecided, nothing once decided', async () => {
    await renderInApp(<></>);
    const firstRender = (consentDecided: boolean): string =>
      renderToString(
        <TranslationProvider translator={i18n}>
          <VisitorStateProvider visitor={{ consentDecided, cartId: null }}>
            <CookieConsentManager />
          </VisitorStateProvider>
        </TranslationProvider>,
      );
    expect(firstRender(false)).toContain('aria-label="Cookie consent"');
    expect(firstRender(true)).toBe('');
  });

  it('shows the banner for an unreadable cookie', async () => {
    document.cookie = 'cookie-consent=yes-please; Path=/';
    await renderInApp(<CookieConsentManager />);
    expect(banner()).not.toBeNull();
  });

  it('moves a choice an older version kept in localStorage into the cookie, once the browser is idle, and hides the banner', async () => {
    window.localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }));
    await renderInApp(<CookieConsentManager />);
    // Not in the tasks that take the page over: the first localStorage read blocks on loading the whole store.
    expect(window.localStorage.getItem('cookie-consent')).not.toBeNull();
    await waitFor(() => expect(banner()).toBeNull());
    expect(cookie()).toBe('necessary.marketing');
    expect(window.localStorage.getItem('cookie-consent')).toBeNull();
    const marketing = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((args) => args[0] === 'consent' && args[1] === 'update').at(-1);
    expect(marketing?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
  });

  it('keeps a choice the visitor made before the older stored one could move', async () => {
    window.localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: true, preferences: true }));
    await renderInApp(<CookieConsentManager />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(cookie()).toBe('necessary');
    expect(banner()).toBeNull();
  });
});
