import { CONSENT_COOKIE, parseConsent } from '../cookies/consent-cookie.js';
import { cookieValue } from '../cookies/cookie-header.js';

/**
 * What a page is rendered with of the visitor, read from their cookies: by the server for its
 * render and by the browser for hydration, with this one function, so both render the same.
 */
export interface VisitorState {
  /** A valid cookie choice is stored: the cookie banner is not rendered. */
  readonly consentDecided: boolean;
}

export const visitorStateOf = (cookieHeader: string): VisitorState => {
  const consent = cookieValue(cookieHeader, CONSENT_COOKIE);
  return { consentDecided: consent !== null && parseConsent(consent) !== null };
};

/** The variants of a kept page: one per consent state (the banner is in the HTML or not). */
export const visitorVariant = (visitor: VisitorState): string => (visitor.consentDecided ? 'consent-decided' : 'consent-open');
