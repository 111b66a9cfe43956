import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { cartQueryKey, getCartId, setCartId } from '../../../shared/cart/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { addCartItem, createCart, type CartItemRequest } from '../remote/add-to-cart.js';

const ensureCart = async (): Promise<string> => {
  const existing = getCartId();
  if (existing !== null) return existing;
  const created = await createCart();
  setCartId(created);
  return created;
};

/** Adds the selection to the visitor's cart, creating the cart first when there is none. */
const addToCart = async (item: CartItemRequest, lang: Language): Promise<string> => {
  const cartId = await ensureCart();
  try {
    await addCartItem(cartId, item, lang);
    return cartId;
  } catch (error) {
    // A cart that no longer exists on the server: start a new one once.
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const created = await createCart();
    setCartId(created);
    await addCartItem(created, item, lang);
    return created;
  }
};

export const useAddToCart = (lang: Language, productTitle: string) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CartItemRequest) => addToCart(item, lang),
    onSuccess: async (cartId) => {
      toast({
        title: productTitle,
        description: t('product.cart.added'),
        action: { label: t('product.cart.goToCart'), onClick: () => void navigate(paths.cart(lang)) },
      });
      await queryClient.invalidateQueries({ queryKey: cartQueryKey(cartId) });
    },
    onError: (error) => {
      const serverSays = error instanceof ApiError && (error.status === 409 || error.status === 400);
      toast({
        title: t('product.cart.errorTitle'),
        description: serverSays ? error.message : t('product.cart.addFailed'),
        variant: 'error',
        duration: ERROR_TOAST_DURATION,
      });
    },
  });
};
