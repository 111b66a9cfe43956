import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { Cart } from '../../../shared/cart/cart-requests.js';
import { VatRows } from '../../../shared/vat/vat-rows.js';

interface CartSummaryProps {
  readonly cart: Cart;
  readonly lang: Language;
  /** A line with a problem blocks the checkout until it is removed. */
  readonly blocked: boolean;
}

/** Subtotal, VAT per rate (for a private customer, by where each line goes) and total as the server computed them, and the way to the checkout. */
export const CartSummary = ({ cart, lang, blocked }: CartSummaryProps) => {
  const { t } = useTranslation();
  return (
    <aside className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 self-start p-4 lg:sticky lg:top-24" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="text-lg font-semibold text-slate-900">
        {t('cart.summary.title')}
      </h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.summary.items')}</dt>
          <dd className="font-medium text-slate-900">{cart.itemCount}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('cart.summary.subtotal')}</dt>
          <dd className="font-medium text-slate-900" data-testid="cart-subtotal">{formatMoney(cart.subtotal, lang)}</dd>
        </div>
        <VatRows breakdown={cart.vatDetail.breakdown} lang={lang} />
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('cart.summary.total')}</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">{formatMoney(cart.total, lang)}</dd>
        </div>
      </dl>
      {blocked ? (
        <>
          <p id="cart-blocked" className="text-sm text-red-700">
            {t('cart.summary.blocked')}
          </p>
          <button
            type="button"
            disabled
            aria-describedby="cart-blocked"
            className="w-full cursor-not-allowed rounded-md bg-slate-300 px-4 py-3 font-semibold text-slate-600"
          >
            {t('cart.summary.proceed')}
          </button>
        </>
      ) : (
        <Link
          to={paths.cartCheckout(lang)}
          className="block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-blue-900"
        >
          {t('cart.summary.proceed')}
        </Link>
      )}
      <Link to={paths.products(lang)} className="block text-center text-sm font-medium text-brand underline-offset-2 hover:underline">
        {t('cart.continueShopping')}
      </Link>
    </aside>
  );
};
