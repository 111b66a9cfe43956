import type { ProductPrices } from '../../../../domain/catalogue/product.js';
import { cardPriceRows } from '../../../../domain/pricing/card-price-rows.js';
import type { Language } from '../../../../domain/shared/language.js';

interface CardPriceRowsProps {
  readonly product: ProductPrices;
  readonly lang: Language;
}

/** The card's price rows (domain rule): one per condition with a price or an ask-offer flag, else the generic price. */
export const CardPriceRows = ({ product, lang }: CardPriceRowsProps) => (
  <dl className="space-y-1 text-sm">
    {cardPriceRows(product, lang, { rentSuffix: 'none' }).map((row) => (
      <div key={row.priceType} className="flex items-baseline justify-between gap-2">
        <dt className="text-slate-600">{row.label ?? ''}</dt>
        <dd className={row.kind === 'on-request' ? 'font-medium text-amber-700' : 'font-semibold text-slate-900'}>
          {row.text}
          {row.kind === 'price' && row.perMonth !== null ? (
            <span className="block text-xs font-normal text-slate-500">{row.perMonth.text}</span>
          ) : null}
        </dd>
      </div>
    ))}
  </dl>
);
