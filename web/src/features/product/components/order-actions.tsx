import { useTranslation } from '../../../shared/translation/index.js';
import { orderButtonLabel, quoteButtonTone } from '../../../../../domain/purchase/order-button.js';
import type { Language } from '../../../../../domain/shared/language.js';

interface OrderActionsProps {
  readonly lang: Language;
  readonly isAvailable: boolean;
  /** domain canOrder for the current selection. */
  readonly orderPossible: boolean;
  readonly adding: boolean;
  readonly onOrder: () => void;
  readonly onQuote: () => void;
}

/**
 * 'Order Now' (or 'Out of Stock'), grey and disabled unless ordering is possible; the quote
 * button is blue when ordering is possible, red when a quote is the only way.
 */
export const OrderActions = ({ lang, isAvailable, orderPossible, adding, onOrder, onQuote }: OrderActionsProps) => {
  const { t } = useTranslation();
  const tone = quoteButtonTone(orderPossible);
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={onOrder}
        disabled={!orderPossible || adding}
        aria-busy={adding}
        className={`w-full rounded-md px-4 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
          orderPossible ? 'bg-green-700 text-white hover:bg-green-800' : 'cursor-not-allowed bg-slate-300 text-slate-600'
        }`}
      >
        {adding ? t('product.cart.adding') : orderButtonLabel(isAvailable, lang)}
      </button>
      <button
        type="button"
        onClick={onQuote}
        data-tone={tone}
        className={`w-full rounded-md px-4 py-3 text-base font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
          tone === 'blue' ? 'bg-blue-700 hover:bg-blue-800' : 'bg-red-700 hover:bg-red-800'
        }`}
      >
        {t('product.quote.open')}
      </button>
    </div>
  );
};
