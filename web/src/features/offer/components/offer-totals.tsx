import { OFFER_TEXTS } from '../../../../../domain/offers/offer-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { VatMention, VatRows } from '../../../shared/vat/vat-rows.js';
import type { CustomerOfferJson } from '../remote/customer-offer.js';

/** The server's totals: the offer's discount (already in the lines), net total, VAT per rate, total, and the legal VAT mention. */
export const OfferTotals = ({ offer, lang }: { readonly offer: CustomerOfferJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <dl className="ml-auto max-w-sm space-y-1 text-sm">
        {offer.offerDiscount === 0 ? null : (
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{OFFER_TEXTS.offerDiscount[lang]}</dt>
            <dd>−{formatMoney(offer.offerDiscount, lang)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('offer.totals.subtotal')}</dt>
          <dd className="font-medium" data-testid="offer-subtotal">
            {formatMoney(offer.subtotal, lang)}
          </dd>
        </div>
        <VatRows breakdown={offer.vatDetail.breakdown} lang={lang} />
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base">
          <dt className="font-semibold">{t('offer.totals.total')}</dt>
          <dd className="font-bold" data-testid="offer-total">
            {formatMoney(offer.total, lang)}
          </dd>
        </div>
      </dl>
      {offer.vatDetail.vatNumber === null ? null : (
        <p className="text-right text-sm text-slate-700">
          {offer.vatDetail.companyName ?? ''} · {t('offer.totals.vatNumber')}: {offer.vatDetail.vatNumber}
        </p>
      )}
      <VatMention mention={offer.vatDetail.mention} />
    </div>
  );
};
