import type { CookieConsent } from './consent-storage.js';
import { marketingTrackingHook } from './marketing-tracking-hook.js';

type ConsentValue = 'granted' | 'denied';
type ConsentState = Readonly<Record<string, ConsentValue | number>>;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Consent Mode v2 defaults: everything denied except security storage, waiting 500 ms for an update. */
export const CONSENT_DEFAULTS: ConsentState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};

const gtag = (...args: unknown[]): void => {
  window.dataLayer = window.dataLayer ?? [];
  if (window.gtag === undefined) {
    // The same shape as Google's snippet: gtag pushes its `arguments` object.
    window.gtag = function gtagShim() {
      window.dataLayer?.push(arguments);
    };
  }
  window.gtag(...args);
};

let defaultsSet = false;

/** Sets the Consent Mode defaults once, before any other tag could run. */
export const setConsentDefaults = (): void => {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', CONSENT_DEFAULTS);
};

const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');

/** The Consent Mode update for a stored choice. */
export const consentUpdate = (consent: CookieConsent): ConsentState => ({
  analytics_storage: value(consent.analytics),
  ad_storage: value(consent.marketing),
  ad_user_data: value(consent.marketing),
  ad_personalization: value(consent.marketing),
  functionality_storage: value(consent.preferences),
  personalization_storage: value(consent.preferences),
  security_storage: 'granted',
});

/** Applies a choice: Consent Mode update, then the marketing hook (load on consent, clear without). */
export const applyConsent = (consent: CookieConsent): void => {
  setConsentDefaults();
  gtag('consent', 'update', consentUpdate(consent));
  if (consent.marketing) marketingTrackingHook.onGranted();
  else marketingTrackingHook.onDenied();
};
