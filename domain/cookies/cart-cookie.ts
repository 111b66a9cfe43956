/** The first-party cookie holding the visitor's cart token (before it, the localStorage key of older visitors). */
export const CART_ID_COOKIE = 'cart-id';
/**
 * 30 days: long enough for a business buyer to come back to a quote-sized order after asking
 * around, short enough that a forgotten cart on a shared computer does not linger; each change
 * of the cart writes the cookie again, so an active cart never runs out.
 */
export const CART_ID_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The shop's cart tokens are base64url (43 characters); anything else in the cookie is not a cart the server renders. */
export const isCookieSafeCartId = (value: string): boolean => /^[A-Za-z0-9_-]{1,128}$/.test(value);
