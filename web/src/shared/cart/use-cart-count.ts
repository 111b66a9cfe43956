import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';
import { CART_ID_EVENT, CART_ID_KEY, getCartId } from './cart-id.js';


/** The react-query key of a cart; invalidate it after every change so the badge follows. */
export const cartQueryKey = (id: string) => ['cart', id] as const;

const subscribe = (onChange: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_ID_KEY) onChange();
  };
  window.addEventListener(CART_ID_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_ID_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
};

/** No cart on the server: a server-rendered page (and its hydration) shows none, then the browser reads the visitor's. */
const noCartOnServer = (): null => null;

/** The stored cart id, following changes in this tab and in others. */
export const useCartId = (): string | null => useSyncExternalStore(subscribe, getCartId, noCartOnServer);

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
