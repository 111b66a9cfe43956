import { useTranslation } from '../../../shared/translation/index.js';
import { offeredConditions } from '../../../../../domain/catalogue/product-gallery.js';
import type { Condition, ProductPrices } from '../../../../../domain/catalogue/product.js';
import { CONDITION_LABELS, PER_DAY_SUFFIX, PER_MONTH_SUFFIX, PRICE_ON_REQUEST } from '../../../../../domain/pricing/condition-label.js';
import { conditionPrice } from '../../../../../domain/pricing/condition-price.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import { rentPerMonth } from '../../../../../domain/pricing/rent.js';
import type { Language } from '../../../../../domain/shared/language.js';

interface PriceTypeCardsProps {
  readonly product: ProductPrices;
  readonly lang: Language;
  readonly selected: Condition | null;
  readonly onSelect: (condition: Condition) => void;
}

/** One selectable card per offered condition: its price, or 'Price on request'; rent per day and per month (× 30). */
export const PriceTypeCards = ({ product, lang, selected, onSelect }: PriceTypeCardsProps) => {
  const { t } = useTranslation();
  const conditions = offeredConditions(product);
  if (conditions.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('product.priceTypes.legend')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {conditions.map((condition) => {
          const price = conditionPrice(product, condition);
          const active = condition === selected;
          return (
            <label
              key={condition}
              className={`cursor-pointer rounded-lg border-2 p-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
                active ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
              }`}
            >
              <input type="radio" name="price-type" value={condition} checked={active} onChange={() => onSelect(condition)} className="sr-only" />
              <span className="block text-sm text-slate-600">{CONDITION_LABELS[condition][lang]}</span>
              {price.kind === 'price' ? (
                <span className="block text-lg font-bold text-slate-900">
                  {formatEuro(price.cents, lang)}
                  {condition === 'rent' ? PER_DAY_SUFFIX[lang] : ''}
                  {condition === 'rent' ? (
                    <span className="block text-sm font-normal text-slate-600">
                      {formatEuro(rentPerMonth(price.cents), lang)}
                      {PER_MONTH_SUFFIX[lang]}
                    </span>
                  ) : null}
                </span>
              ) : (
                <span className="block text-lg font-semibold text-amber-700">{PRICE_ON_REQUEST[lang]}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
