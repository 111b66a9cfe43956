import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieConsentManager } from './cookie-consent.js';
import { COOKIE_CONSENT_KEY } from './consent-storage.js';
import { renderInApp } from '../../shared/testing/render-in-app.js';

const stored = (): unknown => JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie consent', () => {
  beforeEach(() => window.localStorage.clear());
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
    window.localStorage.clear();
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

  it('stays hidden when a choice is stored', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: true, preferences: false }));
    await renderInApp(<CookieConsentManager />);
    expect(banner()).toBeNull();
  });
});
