import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { cartQueryKey, clearCartId, useCartId } from '../../../shared/cart/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { fetchCheckoutCart, type CheckoutCart } from '../remote/checkout-cart.js';

export interface CheckoutCartState {
  readonly cartId: string | null;
  readonly cart: CheckoutCart | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** The cart being ordered, always fresh from the server (its prices are the ones that count). */
export const useCheckoutCart = (lang: Language): CheckoutCartState => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const cartId = useCartId();
  const query = useQuery({
    // ['cart', id] is the prefix everyone invalidates; titles and problems are worded in the language.
    queryKey: [...cartQueryKey(cartId ?? ''), lang],
    queryFn: ({ signal }) => fetchCheckoutCart(cartId ?? '', lang, signal),
    enabled: cartId !== null,
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const { error } = query;
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (error === null) return;
    if (missing) clearCartId();
    else toast({ title: t('checkout.errors.title'), description: t('checkout.errors.loadCart'), variant: 'error', duration: ERROR_TOAST_DURATION });
  }, [error, missing, toast, t]);
  return {
    cartId,
    cart: missing ? undefined : query.data,
    loading: cartId !== null && query.isPending && !missing,
    failed: query.isError && !missing,
  };
};
