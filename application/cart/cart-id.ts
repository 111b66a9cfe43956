/**
 * A cart id is 32 random bytes from node:crypto, base64url without padding:
 * 43 characters. Anything else cannot be a cart and is answered 404 without
 * a database query.
 */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedCartId = (value: string): boolean => CART_ID_PATTERN.test(value);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Line and product ids are database uuids; a malformed one is simply not found. */
export const isWellFormedUuid = (value: string): boolean => UUID_PATTERN.test(value);
