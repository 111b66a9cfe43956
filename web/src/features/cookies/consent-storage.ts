/** The visitor's cookie choices, stored under localStorage `cookie-consent`. */
export interface CookieConsent {
  readonly necessary: true;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly preferences: boolean;
}

export const COOKIE_CONSENT_KEY = 'cookie-consent';

export const ACCEPT_ALL: CookieConsent = { necessary: true, analytics: true, marketing: true, preferences: true };
export const REJECT_ALL: CookieConsent = { necessary: true, analytics: false, marketing: false, preferences: false };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** The stored consent, or null when none (or an unreadable value) is stored: the banner then shows. */
export const readConsent = (): CookieConsent | null => {
  try {
    const raw = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    return { necessary: true, analytics: parsed['analytics'] === true, marketing: parsed['marketing'] === true, preferences: parsed['preferences'] === true };
  } catch {
    return null;
  }
};

export const storeConsent = (consent: CookieConsent): void => {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage blocked (private mode): the choice holds for this page view only.
  }
};
