import { useRef, useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { clearCartId } from '../../../shared/cart/index.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import type { CheckoutCart } from '../remote/checkout-cart.js';
import { isUsablePaymentUrl } from '../remote/payment-url.js';
import { confirmationAddress, goToPaymentPage } from '../remote/order-destinations.js';
import type { PaymentMethod } from '../remote/place-order.js';
import { useCheckoutForm } from '../hooks/use-checkout-form.js';
import { useCheckoutInputBeforeHydration } from '../hooks/use-checkout-input-before-hydration.js';
import { useCustomerCart } from '../hooks/use-customer-cart.js';
import { ViesNotice } from './vies-notice.js';
import { orderSubmit } from '../hooks/order-submit.js';
import { usePlaceOrder } from '../hooks/use-place-order.js';
import { CheckoutFormFields } from './checkout-form-fields.js';
import { OrderLines } from './order-lines.js';
import { OrderSummaryCard } from './order-summary-card.js';
import { PaymentInfoBox } from './payment-info-box.js';
import { PaymentMethodChoice } from './payment-method-choice.js';
import { SubmitOrderButton } from './submit-order-button.js';

interface CartCheckoutFormProps {
  readonly cart: CheckoutCart;
  readonly cartId: string;
  readonly lang: Language;
}

/** The combined page's lines, payment choice, form and summary, and what follows the order. */
export const CartCheckoutForm = ({ cart, cartId, lang }: CartCheckoutFormProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useCheckoutForm(lang);
  const priced = useCustomerCart(cartId, lang, form.values, cart);
  const [method, setMethod] = useState<PaymentMethod>('stripe');
  const formRef = useRef<HTMLFormElement>(null);
  useCheckoutInputBeforeHydration(formRef, form, setMethod);
  const placing = usePlaceOrder(form, async (placed, input) => {
    if (input.paymentMethod === 'stripe') {
      if (isUsablePaymentUrl(placed.paymentUrl)) goToPaymentPage(placed.paymentUrl);
      else toast({ title: t('checkout.errors.paymentTitle'), description: t('checkout.errors.paymentText'), variant: 'error', duration: ERROR_TOAST_DURATION });
      return;
    }
    await navigate(confirmationAddress(lang, placed));
    clearCartId();
    toast({ title: t('checkout.bankTransfer.placedTitle'), description: t('checkout.bankTransfer.placedText') });
  });
  const { blocked, onSubmit } = orderSubmit(priced.cart, form, placing, { cartId, lang, paymentMethod: method });
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-label={t('checkout.formLabel')}>
      <div className="min-w-0 space-y-6">
        <OrderLines lines={cart.items} lang={lang} />
        <PaymentMethodChoice value={method} onChange={setMethod} />
        <CheckoutFormFields form={form} />
      </div>
      <OrderSummaryCard cart={priced.cart} lang={lang} notice={<ViesNotice vat={priced.cart.vatDetail} checking={priced.checking} failure={priced.failure} onRetry={priced.retry} />}>
        <PaymentInfoBox method={method} />
        <SubmitOrderButton
          label={method === 'stripe' ? t('checkout.submit.stripe') : t('checkout.submit.bank_transfer')}
          pending={placing.isPending || placing.isSuccess}
          blocked={blocked}
        />
      </OrderSummaryCard>
    </form>
  );
};
