import { CART_ID_COOKIE, isCookieSafeCartId } from '../cookies/cart-cookie.js';
import { CONSENT_COOKIE, parseConsent } from '../cookies/consent-cookie.js';
import { cookieValue } from '../cookies/cookie-header.js';
import { parseSignedInHint, SIGNED_IN_HINT_COOKIE, type SignedInHint } from '../cookies/signed-in-hint-cookie.js';

/**
 * What a page is rendered with of the visitor, read from their cookies: by the server for its
 * render and by the browser for hydration, with this one function, so both render the same.
 */
export interface VisitorState {
  /** A valid cookie choice is stored: the cookie banner is not rendered. */
  readonly consentDecided: boolean;
  /** The visitor's cart token on the cart and checkout pages (rendered with the cart); null on every other page, which stay shared. */
  readonly cartId: string | null;
  /**
   * What the `signed-in` hint cookie says (null: no hint): the footer reserves that account
   * column, hidden until the browser's session check confirms it. It grants nothing. Absent
   * where a state is made without cookies (reads as null).
   */
  readonly signedInHint?: SignedInHint | null;
}

/** The pages rendered with the visitor's cart: `/{lang}/cart` and `/{lang}/cart-checkout`. */
const CART_PAGE = /^\/[a-z]{2}\/(cart|cart-checkout)\/*$/;
/** The confirmation of an order by its id (a payment session id, `cs_…`, is confirmed in the browser: the server would ask the payment provider). */
const ORDER_CONFIRMATION = /^\/[a-z]{2}\/order-confirmation\/(?!cs_)[^/]+\/*$/;
/** A customer's offer, opened by the secret token in its path. */
const OFFER_PAGE = /^\/[a-z]{2}\/offer\/[^/]+\/*$/;
/** A customer's rental, opened by the secret token in its path (the link of every rental email). */
const RENTAL_PAGE = /^\/[a-z]{2}\/rental\/[^/]+\/*$/;

/** The visitor's state for the page at `path` (the URL's path, language first) from a Cookie header or `document.cookie`. */
export const visitorStateOf = (cookieHeader: string, path: string): VisitorState => {
  const consent = cookieValue(cookieHeader, CONSENT_COOKIE);
  const cartId = CART_PAGE.test(path) ? cookieValue(cookieHeader, CART_ID_COOKIE) : null;
  return {
    consentDecided: consent !== null && parseConsent(consent) !== null,
    cartId: cartId !== null && isCookieSafeCartId(cartId) ? cartId : null,
    signedInHint: parseSignedInHint(cookieValue(cookieHeader, SIGNED_IN_HINT_COOKIE)),
  };
};

/**
 * Whether the page is rendered with the visitor's own data (their cart, an order whose token the
 * URL holds, or the offer or rental its path's token opens): such a page is never kept or shared,
 * and goes out private.
 */
export const rendersVisitorData = (path: string, visitor: VisitorState, orderToken: string | null): boolean =>
  visitor.cartId !== null || (ORDER_CONFIRMATION.test(path) && orderToken !== null && orderToken !== '') || OFFER_PAGE.test(path) || RENTAL_PAGE.test(path);

/** The variants of a kept page: one per consent state (the banner is in the HTML or not) and signed-in hint (the footer's reserved account column). */
export const visitorVariant = (visitor: VisitorState): string => {
  const consent = visitor.consentDecided ? 'consent-decided' : 'consent-open';
  const hint = visitor.signedInHint ?? null;
  return hint === null ? consent : `${consent}+signed-in-${hint}`;
};
