import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiJson } from '../api-types/api-json.js';
import { apiGet } from '../remote/http.js';
import { CART_ID_EVENT, CART_ID_KEY, getCartId } from './cart-id.js';


/** The react-query key of a cart; invalidate it after every change so the badge follows. */
export const cartQueryKey = (id: string) => ['cart', id] as const;

/** The stored cart id, following changes in this tab and in others. */
export const useCartId = (): string | null => {
  const [id, setId] = useState<string | null>(() => getCartId());
  useEffect(() => {
    const refresh = () => setId(getCartId());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_ID_KEY) refresh();
    };
    window.addEventListener(CART_ID_EVENT, refresh);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_ID_EVENT, refresh);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return id;
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
