import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { cartQueryKey } from '../../../shared/cart/index.js';
import { DEFAULT_TOAST_DURATION, ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { placeOrder, type PlacedOrder, type PlaceOrderInput } from '../remote/place-order.js';
import type { CheckoutForm } from './use-checkout-form.js';

/**
 * Sends the order; the page decides what follows a success. Failures: the
 * server's field errors go under their fields, a payment set-up failure (503)
 * is a Payment Error (8 s), anything else 'Failed to place order' with the
 * server's reason (e.g. a line that can no longer be ordered).
 */
export const usePlaceOrder = (
  form: CheckoutForm,
  onPlaced: (placed: PlacedOrder, input: PlaceOrderInput) => Promise<void> | void,
  /** The simple checkout keeps the spec's 2-second wait before it moves on. */
  minimumWaitMs = 0,
) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlaceOrderInput) =>
      (await Promise.all([placeOrder(input), new Promise((resolve) => setTimeout(resolve, minimumWaitMs))]))[0],
    onSuccess: (placed, input) => onPlaced(placed, input),
    onError: async (error, input) => {
      if (error instanceof ApiError && error.status === 503) {
        toast({ title: t('checkout.errors.paymentTitle'), description: error.message, variant: 'error', duration: ERROR_TOAST_DURATION });
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      const unplaced = fieldErrors.length > 0 ? form.showServerErrors(fieldErrors) : [];
      const reason = error instanceof ApiError ? [error.message, ...unplaced].join(' ') : t('checkout.errors.unknown');
      toast({ title: t('checkout.errors.placeFailed'), description: reason, variant: 'error', duration: DEFAULT_TOAST_DURATION });
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        await queryClient.invalidateQueries({ queryKey: cartQueryKey(input.cartId) });
      }
    },
  });
};
