import { useTranslation } from '../../../shared/translation/index.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { CartLine } from '../../../shared/cart/cart-requests.js';
import { QuantityStepper } from './quantity-stepper.js';

interface CartLineItemProps {
  readonly line: CartLine;
  readonly lang: Language;
  readonly busy: boolean;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
}

/** One cart line: what was chosen, the server's prices, quantity and remove. */
export const CartLineItem = ({ line, lang, busy, onQuantity, onRemove }: CartLineItemProps) => {
  const { t } = useTranslation();
  const colour = line.colorType === 'wish_color' ? t('cart.line.wishColour', { ral: line.ralColor ?? '' }) : t('cart.line.stockColour');
  return (
    <li className={`rounded-lg border bg-white p-4 shadow-sm ${line.problem === null ? 'border-slate-200' : 'border-red-300'}`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{line.productTitle}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-600">
            <dt>{t('cart.line.condition')}</dt>
            <dd className="text-slate-900">{CONDITION_LABELS[line.condition][lang]}</dd>
            <dt>{t('cart.line.colour')}</dt>
            <dd className="text-slate-900">{colour}</dd>
            <dt>{t('cart.line.unitPrice')}</dt>
            <dd className="text-slate-900">{formatMoney(line.unitPrice, lang)}</dd>
            <dt>{t('cart.line.transport')}</dt>
            <dd className="text-slate-900">
              {t(`cart.transport.${line.transportType}`)} · {formatMoney(line.transportPrice, lang)}
            </dd>
          </dl>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <QuantityStepper quantity={line.quantity} productTitle={line.productTitle} disabled={busy} onChange={onQuantity} />
          <p className="text-right">
            <span className="block text-xs text-slate-500">{t('cart.line.lineTotal')}</span>
            <span className="text-lg font-bold text-slate-900" data-testid="line-total">
              {formatMoney(line.lineTotal, lang)}
            </span>
          </p>
        </div>
      </div>
      {line.problem === null ? null : (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {line.problem}
        </p>
      )}
      {/* "Only 2 left" in the cart's language, from the server once the stock of a product with units is low; a problem already says how many are left. */}
      {line.problem !== null || line.stockNote === null ? null : (
        <p className="mt-3 text-sm font-semibold text-amber-800" data-testid="stock-note">
          {line.stockNote}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          className="rounded-md px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('cart.line.removeNamed', { title: line.productTitle })}
        >
          {t('cart.line.remove')}
        </button>
      </div>
    </li>
  );
};
