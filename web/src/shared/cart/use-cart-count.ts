import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';
import { useRenderedVisitorState } from '../visitor/visitor-state.js';
import { CART_ID_EVENT, getCartId } from './cart-id.js';

/** The react-query key of a cart; invalidate it after every change so the badge follows. */
export const cartQueryKey = (id: string) => ['cart', id] as const;

/** Changes in this tab (the event), and in others when the visitor comes back to this one (a cookie change fires no event). */
const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener(CART_ID_EVENT, onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener(CART_ID_EVENT, onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
};

/**
 * The stored cart id, following changes. On the server, and while hydrating, it is the id the page
 * was rendered with (the render's visitor state: the visitor's on the cart and checkout pages,
 * none elsewhere), so hydration meets the server's HTML; then the browser reads the cookie.
 */
export const useCartId = (): string | null => {
  const { cartId: renderedCartId } = useRenderedVisitorState();
  const renderedSnapshot = useCallback(() => renderedCartId, [renderedCartId]);
  return useSyncExternalStore(subscribe, getCartId, renderedSnapshot);
};

/** The number of items in the visitor's cart (sum of quantities, from the server); 0 without a cart. */
export const useCartCount = (): number => {
  const id = useCartId();
  const query = useQuery({
    queryKey: cartQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiGet<ApiJson<'CartDto'>>(`/api/carts/${encodeURIComponent(id ?? '')}`, undefined, signal),
    enabled: id !== null,
    retry: false,
  });
  return id === null ? 0 : (query.data?.itemCount ?? 0);
};
