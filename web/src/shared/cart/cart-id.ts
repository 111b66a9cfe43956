/** The visitor's cart token lives in localStorage under this key (written by the cart feature). */
export const CART_ID_KEY = 'cart-id';

/** Fired on window when the stored cart id changes in this tab (the storage event only covers other tabs). */
export const CART_ID_EVENT = 'cart-id-change';

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const getCartId = (): string | null => {
  const value = storage()?.getItem(CART_ID_KEY) ?? null;
  return value === null || value.trim() === '' ? null : value;
};

export const setCartId = (id: string): void => {
  storage()?.setItem(CART_ID_KEY, id);
  window.dispatchEvent(new Event(CART_ID_EVENT));
};

export const clearCartId = (): void => {
  storage()?.removeItem(CART_ID_KEY);
  window.dispatchEvent(new Event(CART_ID_EVENT));
};
