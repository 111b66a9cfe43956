import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { cartQueryKey } from '../../../shared/cart/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { clearCart, removeCartItem, updateCartItemQuantity } from '../../../shared/cart/cart-requests.js';

/** Quantity change, removal and clearing; the cart is read again from the server after each. */
export const useCartActions = (cartId: string, lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: cartQueryKey(cartId) });
  const failed = (messageKey: string) => () =>
    toast({ title: t('cart.errors.title'), description: t(messageKey), variant: 'error', duration: ERROR_TOAST_DURATION });

  const update = useMutation({
    mutationFn: ({ itemId, quantity }: { readonly itemId: string; readonly quantity: number }) =>
      updateCartItemQuantity(cartId, itemId, quantity, lang),
    onSuccess: refresh,
    onError: failed('cart.errors.update'),
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => removeCartItem(cartId, itemId, lang),
    onSuccess: async () => {
      toast({ title: t('cart.success.title'), description: t('cart.success.removed') });
      await refresh();
    },
    onError: failed('cart.errors.remove'),
  });
  const clear = useMutation({
    mutationFn: () => clearCart(cartId, lang),
    onSuccess: refresh,
    onError: failed('cart.errors.clear'),
  });
  return {
    updateQuantity: (itemId: string, quantity: number) => update.mutate({ itemId, quantity }),
    remove: (itemId: string) => remove.mutate(itemId),
    clear: () => clear.mutate(),
    /** The line whose change is under way, to disable its buttons meanwhile. */
    busyItemId: update.isPending ? update.variables.itemId : remove.isPending ? remove.variables : null,
    clearing: clear.isPending,
  };
};
