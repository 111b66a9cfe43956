import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { CartCheckoutForm } from './components/cart-checkout-form.js';
import { CheckoutLayout } from './components/checkout-layout.js';

/** `/{lang}/cart-checkout`: the real checkout, by card (Stripe, default) or bank transfer. */
export const CartCheckoutPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <CheckoutLayout lang={lang} title={t('checkout.title')}>
      {(cart, cartId) => <CartCheckoutForm cart={cart} cartId={cartId} lang={lang} />}
    </CheckoutLayout>
  );
};
