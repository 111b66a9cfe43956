import { OFFER_TEXTS, offerLineText } from '../../../../../domain/offers/offer-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { CustomerOfferJson } from '../remote/customer-offer.js';

/** The offer's lines as its PDF writes them: what (with its discounts), how many, at what unit price, the VAT rate and the line's amount excl. VAT. */
export const OfferLinesTable = ({ offer, lang }: { readonly offer: CustomerOfferJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[520px] text-left text-sm">
        <caption className="sr-only">{t('offer.lines.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">{t('offer.lines.description')}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t('offer.lines.quantity')}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t('offer.lines.unitPrice')}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t('offer.lines.vat')}</th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">{t('offer.lines.net')}</th>
          </tr>
        </thead>
        <tbody>
          {offer.lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`} className="border-b border-slate-100 align-top" data-testid="offer-line">
              <td className="py-2 pr-3 text-slate-900">
                <span className="block">{offerLineText(line, lang)}</span>
                {line.lineDiscount + line.offerDiscount === 0 ? null : (
                  <span className="block text-slate-600">
                    {OFFER_TEXTS.discount[lang]}: −{formatMoney(line.lineDiscount + line.offerDiscount, lang)}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-right">{line.quantity}</td>
              <td className="px-3 py-2 text-right">{formatMoney(line.unitPrice, lang)}</td>
              <td className="px-3 py-2 text-right">{`${line.vatRatePercent}%`}</td>
              <td className="py-2 pl-3 text-right font-medium text-slate-900">{formatMoney(line.net, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
