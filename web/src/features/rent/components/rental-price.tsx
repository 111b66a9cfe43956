import { useTranslation } from '../../../shared/translation/index.js';
import type { ProductPrices } from '../../../../../domain/catalogue/product.js';
import { PER_DAY_SUFFIX, PER_MONTH_SUFFIX } from '../../../../../domain/pricing/condition-label.js';
import { conditionPrice } from '../../../../../domain/pricing/condition-price.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import { rentPerMonth } from '../../../../../domain/pricing/rent.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';

/**
 * The daily rent (with the month price under it), or 'price on request' when ask_offer_rent is set.
 * The daily rent keeps its cents: rounded to whole euros, €1.50 would read '€ 2/day' next to '€ 45/month'.
 */
export const RentalPrice = ({ product, lang }: { readonly product: ProductPrices; readonly lang: Language }) => {
  const { t } = useTranslation();
  const price = conditionPrice(product, 'rent');
  if (price.kind !== 'price') return <p className="font-medium text-amber-700">{t('rent.priceOnRequest')}</p>;
  return (
    <p>
      <span className="text-xl font-bold text-slate-900">{formatMoney(price.cents / 100, lang)}</span>
      <span className="text-sm text-slate-600">{PER_DAY_SUFFIX[lang]}</span>
      <span className="block text-xs text-slate-500">
        {formatEuro(rentPerMonth(price.cents), lang)}
        {PER_MONTH_SUFFIX[lang]}
      </span>
    </p>
  );
};
