import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { ColorType, Condition, ProductPrices } from '../../../../../domain/catalogue/product.js';
import { CONDITION_LABELS, PER_DAY_SUFFIX, PER_MONTH_SUFFIX, PRICE_ON_REQUEST } from '../../../../../domain/pricing/condition-label.js';
import { orderBasePrice } from '../../../../../domain/pricing/condition-price.js';
import { formatEuro } from '../../../../../domain/pricing/format-euro.js';
import { rentPerMonth } from '../../../../../domain/pricing/rent.js';
import { selectedConditionPrice } from '../../../../../domain/purchase/quote-required.js';
import type { Language } from '../../../../../domain/shared/language.js';
import type { Cents } from '../../../../../domain/shared/money.js';
import { displayedAmount, type PriceDisplay } from '../../../../../domain/vat/display-prices.js';

interface PriceSummaryProps {
  /** The prices as the visitor reads them (incl. or excl. VAT). */
  readonly product: ProductPrices;
  readonly vat: { readonly display: PriceDisplay; readonly ratePercent: number; readonly countryName: string };
  readonly lang: Language;
  readonly condition: Condition | null;
  readonly colorType: ColorType;
  readonly quantity: number;
  readonly transportPrice: Cents | null;
  readonly children: ReactNode;
}

const Row = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className="flex justify-between gap-4 py-1 text-sm">
    <dt className="text-slate-600">{label}</dt>
    <dd className="text-right font-medium text-slate-900">{value}</dd>
  </div>
);

/**
 * The selection at a glance. The estimate uses the domain's order rule (base price × quantity
 * + the server's transport price); the cart and the order are priced by the server.
 */
export const PriceSummary = ({ product, vat, lang, condition, colorType, quantity, transportPrice: netTransportPrice, children }: PriceSummaryProps) => {
  const { t } = useTranslation();
  const transportPrice = netTransportPrice === null ? null : displayedAmount(netTransportPrice, vat.display, vat.ratePercent);
  const price = condition === null ? null : selectedConditionPrice(product, condition, colorType);
  const isRent = condition === 'rent';
  const unit =
    price === null || price.kind === 'none'
      ? '—'
      : price.kind === 'on-request'
        ? PRICE_ON_REQUEST[lang]
        : isRent
          ? `${formatEuro(price.cents, lang)}${PER_DAY_SUFFIX[lang]} · ${formatEuro(rentPerMonth(price.cents), lang)}${PER_MONTH_SUFFIX[lang]}`
          : formatEuro(price.cents, lang);
  const estimate =
    condition !== null && price?.kind === 'price' && transportPrice !== null
      ? orderBasePrice(product, condition, colorType) * quantity + transportPrice
      : null;
  return (
    <section aria-labelledby="price-summary" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24">
      <h2 id="price-summary" className="text-lg font-semibold text-slate-900">
        {t('product.summary.title')}
      </h2>
      <dl>
        <Row label={t('product.summary.condition')} value={condition === null ? '—' : CONDITION_LABELS[condition][lang]} />
        <Row label={t('product.summary.unitPrice')} value={unit} />
        <Row label={t('product.summary.quantity')} value={String(quantity)} />
        <Row label={t('product.summary.transport')} value={transportPrice === null ? t('product.transport.pending') : formatEuro(transportPrice, lang)} />
        {estimate !== null ? (
          <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold text-slate-900">{t('product.summary.total')}</dt>
            <dd className="font-bold text-slate-900">{formatEuro(estimate, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {isRent ? <p className="text-xs text-slate-600">{t('product.summary.minimumRental')}</p> : null}
      <p className="text-xs text-slate-600" data-testid="vat-note">
        {vat.display === 'incl' ? t('product.summary.vatIncluded', { rate: vat.ratePercent, country: vat.countryName }) : t('product.summary.vatExcluded')}
      </p>
      {children}
    </section>
  );
};
