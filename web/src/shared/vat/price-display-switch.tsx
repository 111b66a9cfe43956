import { useTranslation } from '../translation/index.js';
import { PRICE_DISPLAYS } from '../../../../domain/vat/display-prices.js';
import { setPriceDisplay, usePriceDisplay } from './price-display.js';

/** "Prices: incl. VAT | excl. VAT": two pressed-state buttons; the choice is remembered for the visitor. */
export const PriceDisplaySwitch = () => {
  const { t } = useTranslation();
  const display = usePriceDisplay();
  return (
    <div role="group" aria-label={t('shell.priceDisplay.label')} className="inline-flex items-center gap-2 text-sm" data-testid="price-display-switch">
      <span className="text-slate-600" aria-hidden="true">
        {t('shell.priceDisplay.label')}:
      </span>
      <span className="inline-flex overflow-hidden rounded-md border border-slate-300">
        {PRICE_DISPLAYS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={display === option}
            onClick={() => setPriceDisplay(option)}
            className={`px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${display === option ? 'bg-brand text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {t(`shell.priceDisplay.${option}`)}
          </button>
        ))}
      </span>
    </div>
  );
};
