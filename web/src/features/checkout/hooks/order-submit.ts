import type { FormEvent } from 'react';
import type { CheckoutCart } from '../remote/checkout-cart.js';
import type { PlaceOrderInput } from '../remote/place-order.js';
import type { CheckoutForm } from './use-checkout-form.js';

interface OrderPlacing {
  readonly isPending: boolean;
  readonly mutate: (input: PlaceOrderInput) => void;
}

/**
 * Both checkouts' submit: nothing while a line can no longer be ordered (`blocked`) or an
 * order is on its way; otherwise the form is checked with the domain's rules and sent.
 */
export const orderSubmit = (cart: CheckoutCart, form: CheckoutForm, placing: OrderPlacing, input: Omit<PlaceOrderInput, 'details' | 'customer'>) => {
  const blocked = cart.items.some((line) => line.problem !== null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blocked || placing.isPending) return;
    const submission = form.submit();
    if (submission !== null) placing.mutate({ ...input, ...submission });
  };
  return { blocked, onSubmit };
};
