import type { ReactElement } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { CheckoutCart } from '../remote/checkout-cart.js';
import { useCheckoutCart } from '../hooks/use-checkout-cart.js';
import { CheckoutEmpty } from './checkout-empty.js';
import { CheckoutSkeleton } from './checkout-skeleton.js';

interface CheckoutLayoutProps {
  readonly lang: Language;
  readonly title: string;
  readonly children: (cart: CheckoutCart, cartId: string) => ReactElement;
}

/** Title, then loading, error, empty or the page's form over the visitor's cart. */
export const CheckoutLayout = ({ lang, title, children }: CheckoutLayoutProps) => {
  const { t } = useTranslation();
  const { cartId, cart, loading, failed } = useCheckoutCart(lang);
  const body = (() => {
    if (loading) return <CheckoutSkeleton />;
    if (failed && cart === undefined) return <p className="rounded-lg bg-red-50 p-4 text-red-800">{t('checkout.errors.loadCart')}</p>;
    if (cartId === null || cart === undefined || cart.items.length === 0) return <CheckoutEmpty lang={lang} />;
    return children(cart, cartId);
  })();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {body}
    </section>
  );
};
