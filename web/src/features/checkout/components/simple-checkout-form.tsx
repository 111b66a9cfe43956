import { useRef } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { clearCartId } from '../../../shared/cart/index.js';
import { useToast } from '../../../shared/toast/index.js';
import type { CheckoutCart } from '../remote/checkout-cart.js';
import { useCheckoutForm } from '../hooks/use-checkout-form.js';
import { useCheckoutInputBeforeHydration } from '../hooks/use-checkout-input-before-hydration.js';
import { useCustomerCart } from '../hooks/use-customer-cart.js';
import { ViesNotice } from './vies-notice.js';
import { orderSubmit } from '../hooks/order-submit.js';
import { usePlaceOrder } from '../hooks/use-place-order.js';
import { confirmationAddress } from '../remote/order-destinations.js';
import { CheckoutFormFields } from './checkout-form-fields.js';
import { OrderLines } from './order-lines.js';
import { OrderSummaryCard } from './order-summary-card.js';
import { PaymentInfoBox } from './payment-info-box.js';
import { SubmitOrderButton } from './submit-order-button.js';

/** The spec's simple checkout waits 2 seconds before it confirms. */
export const SIMPLE_CHECKOUT_DELAY_MS = 2000;

interface SimpleCheckoutFormProps {
  readonly cart: CheckoutCart;
  readonly cartId: string;
  readonly lang: Language;
}

/** Form and summary; places a real bank-transfer order, then the confirmation. */
export const SimpleCheckoutForm = ({ cart, cartId, lang }: SimpleCheckoutFormProps) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useCheckoutForm(lang);
  const priced = useCustomerCart(cartId, lang, form.values, cart);
  const formRef = useRef<HTMLFormElement>(null);
  useCheckoutInputBeforeHydration(formRef, form);
  const placing = usePlaceOrder(
    form,
    async (placed) => {
      await navigate(confirmationAddress(lang, placed));
      clearCartId();
      toast({ title: t('checkout.simple.placed') });
    },
    SIMPLE_CHECKOUT_DELAY_MS,
  );
  const { blocked, onSubmit } = orderSubmit(priced.cart, form, placing, { cartId, lang, paymentMethod: 'bank_transfer' });
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-label={t('checkout.formLabel')}>
      <div className="min-w-0 space-y-6">
        <CheckoutFormFields form={form} />
      </div>
      <div className="space-y-4">
        <OrderLines lines={cart.items} lang={lang} compact />
        <OrderSummaryCard cart={priced.cart} lang={lang} notice={<ViesNotice vat={priced.cart.vatDetail} checking={priced.checking} failure={priced.failure} onRetry={priced.retry} />}>
          <PaymentInfoBox method="bank_transfer" />
          <SubmitOrderButton label={t('checkout.submit.bank_transfer')} pending={placing.isPending || placing.isSuccess} blocked={blocked} />
        </OrderSummaryCard>
      </div>
    </form>
  );
};
