import { CART_ID_COOKIE, CART_ID_MAX_AGE_SECONDS, isCookieSafeCartId } from '../../../../domain/cookies/cart-cookie.js';
import { readCookie, takeLegacyStorage, writeCookie } from '../visitor/browser-cookies.js';

/** The visitor's cart token lives in the first-party cookie `cart-id`, so the server can render the cart and checkout pages with it. */
export const CART_ID_KEY = CART_ID_COOKIE;

/** Fired on window when the stored cart id changes in this tab. */
export const CART_ID_EVENT = 'cart-id-change';

const announce = (): void => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CART_ID_EVENT));
};

export const getCartId = (): string | null => {
  if (typeof document === 'undefined') return null;
  const value = readCookie(CART_ID_COOKIE);
  return value === null || !isCookieSafeCartId(value) ? null : value;
};

/** Stores the token (again: every change of the cart starts its 30 days anew). */
export const setCartId = (id: string): void => {
  writeCookie(CART_ID_COOKIE, id, CART_ID_MAX_AGE_SECONDS);
  announce();
};

export const clearCartId = (): void => {
  writeCookie(CART_ID_COOKIE, '', 0);
  announce();
};

/** A cart token older versions kept in localStorage `cart-id`: moved into the cookie once (unless the cookie holds one already) and removed there. */
export const migrateLegacyCartId = (): void => {
  const legacy = takeLegacyStorage(CART_ID_KEY);
  if (legacy !== null && isCookieSafeCartId(legacy) && getCartId() === null) setCartId(legacy);
};
