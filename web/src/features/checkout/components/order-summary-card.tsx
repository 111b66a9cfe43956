import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { CheckoutCart } from '../remote/checkout-cart.js';
import { VatMention, VatRows } from '../../../shared/vat/vat-rows.js';

interface OrderSummaryCardProps {
  readonly cart: CheckoutCart;
  readonly lang: Language;
  readonly children?: ReactNode;
  /** What VIES said about the business's VAT number, when it matters. */
  readonly notice?: ReactNode;
}

/** Subtotal, VAT per rate and total as the server computed them for this customer, the legal mention, then the page's own parts (info, button). */
export const OrderSummaryCard = ({ cart, lang, notice, children }: OrderSummaryCardProps) => {
  const { t } = useTranslation();
  return (
    <aside className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 self-start p-4 lg:sticky lg:top-24" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-slate-900">
        {t('checkout.summary.title')}
      </h2>
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('checkout.summary.subtotal')}</dt>
          <dd className="font-medium text-slate-900">{formatMoney(cart.subtotal, lang)}</dd>
        </div>
        <VatRows breakdown={cart.vatDetail.breakdown} lang={lang} />
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">{t('checkout.summary.total')}</dt>
          <dd className="font-bold text-slate-900" data-testid="checkout-total">
            {formatMoney(cart.total, lang)}
          </dd>
        </div>
      </dl>
      <VatMention mention={cart.vatDetail.mention} />
      {notice}
      {children}
    </aside>
  );
};
