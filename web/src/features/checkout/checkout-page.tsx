import { useTranslation } from '../../shared/translation/index.js';
import { useLanguage } from '../../app/use-language.js';
import { CheckoutLayout } from './components/checkout-layout.js';
import { SimpleCheckoutForm } from './components/simple-checkout-form.js';

/** `/{lang}/checkout`: the simple checkout, a bank-transfer order. */
export const CheckoutPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <CheckoutLayout lang={lang} title={t('checkout.simple.title')}>
      {(cart, cartId) => <SimpleCheckoutForm cart={cart} cartId={cartId} lang={lang} />}
    </CheckoutLayout>
  );
};
