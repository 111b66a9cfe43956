import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, formatConsent, parseConsent, type CookieConsent } from '../../../../../domain/cookies/consent-cookie.js';
import { readCookie, takeLegacyStorage, writeCookie } from '../../../shared/visitor/browser-cookies.js';

export { ACCEPT_ALL, REJECT_ALL, type CookieConsent } from '../../../../../domain/cookies/consent-cookie.js';

/** Older versions kept the choice in localStorage under the cookie's name, as JSON. */
const LEGACY_STORAGE_KEY = CONSENT_COOKIE;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** The choice stored in the `cookie-consent` cookie, or null when none (or an unreadable value) is stored: the banner then shows. */
export const readConsent = (): CookieConsent | null => {
  const value = readCookie(CONSENT_COOKIE);
  return value === null ? null : parseConsent(value);
};

/** Stored in a cookie, so the server renders the page with or without the banner as it will stay. */
export const storeConsent = (consent: CookieConsent): void => writeCookie(CONSENT_COOKIE, formatConsent(consent), CONSENT_MAX_AGE_SECONDS);

const parseLegacy = (raw: string): CookieConsent | null => {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    return { necessary: true, analytics: parsed['analytics'] === true, marketing: parsed['marketing'] === true, preferences: parsed['preferences'] === true };
  } catch {
    return null;
  }
};

/** A choice an older version kept in localStorage: moved into the cookie once (and removed there); null when there is none. */
export const migrateLegacyConsent = (): CookieConsent | null => {
  const raw = takeLegacyStorage(LEGACY_STORAGE_KEY);
  const consent = raw === null ? null : parseLegacy(raw);
  if (consent !== null) storeConsent(consent);
  return consent;
};
