import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { CheckoutLine } from '../remote/checkout-cart.js';

interface OrderLinesProps {
  readonly lines: readonly CheckoutLine[];
  readonly lang: Language;
  /** The simple checkout shows a shorter list. */
  readonly compact?: boolean;
}

/** The lines being ordered, as the server priced them, with the way back to the products. */
export const OrderLines = ({ lines, lang, compact = false }: OrderLinesProps) => {
  const { t } = useTranslation();
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="checkout-lines-title">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="checkout-lines-title" className="text-lg font-semibold text-slate-900">
          {t('checkout.lines.title')}
        </h2>
        <Link to={paths.products(lang)} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
          {t('checkout.backToProducts')}
        </Link>
      </div>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{line.productTitle}</p>
                <p className="text-sm text-slate-600">
                  {CONDITION_LABELS[line.condition][lang]} · {t('checkout.lines.quantity', { count: line.quantity })}
                </p>
              </div>
              <p className="font-semibold text-slate-900">{formatMoney(line.lineTotal, lang)}</p>
            </div>
            {compact ? null : (
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
                <dt>{t('checkout.lines.price')}</dt>
                <dd>{formatMoney(line.unitPrice, lang)}</dd>
                <dt>{t('checkout.lines.transport')}</dt>
                <dd>
                  {t(`checkout.transport.${line.transportType}`)} · {formatMoney(line.transportPrice, lang)}
                </dd>
              </dl>
            )}
            {line.problem === null ? null : (
              <p role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
                {line.problem}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};
