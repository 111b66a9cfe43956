import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { cartQueryKey, clearCartId, useCartId } from '../../../shared/cart/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { fetchCart, type Cart } from '../../../shared/cart/cart-requests.js';

export interface CartState {
  readonly cartId: string | null;
  readonly cart: Cart | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** The visitor's cart in the page's language; a cart the server no longer knows is forgotten. */
export const useCart = (lang: Language): CartState => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const cartId = useCartId();
  const query = useQuery({
    // ['cart', id] is the prefix everyone invalidates; the language is part of the key because
    // titles and problems come worded in it (the badge reads the same cart without a language).
    queryKey: [...cartQueryKey(cartId ?? ''), lang],
    queryFn: ({ signal }) => fetchCart(cartId ?? '', lang, signal),
    enabled: cartId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 0,
  });
  const { error } = query;
  useEffect(() => {
    if (error === null) return;
    if (error instanceof ApiError && error.status === 404) {
      clearCartId();
      return;
    }
    toast({ title: t('cart.errors.title'), description: t('cart.errors.load'), variant: 'error', duration: ERROR_TOAST_DURATION });
  }, [error, toast, t]);
  const missing = error instanceof ApiError && error.status === 404;
  return {
    cartId,
    cart: missing ? undefined : query.data,
    loading: cartId !== null && query.isPending && !missing,
    failed: query.isError && !missing,
  };
};
