import { cookieAssignment, cookieValue } from '../../../../domain/cookies/cookie-header.js';

/** A first-party cookie of this site as the browser holds it; null when absent (or cookies are blocked). */
export const readCookie = (name: string): string | null => {
  try {
    return cookieValue(document.cookie, name);
  } catch {
    return null;
  }
};

/** Writes (or, with max age 0, removes) a first-party cookie for the whole site; Secure on https. */
export const writeCookie = (name: string, value: string, maxAgeSeconds: number): void => {
  try {
    document.cookie = cookieAssignment(name, value, { maxAgeSeconds, secure: window.location.protocol === 'https:' });
  } catch {
    // Cookies blocked: the choice holds for this page view only.
  }
};

/** A value a legacy version kept in localStorage, removed as it is read (moved to a cookie once). */
export const takeLegacyStorage = (key: string): string | null => {
  try {
    const value = window.localStorage.getItem(key);
    if (value !== null) window.localStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
};
