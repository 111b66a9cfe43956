import type { ReactNode } from 'react';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { vatRateLabel } from '../../../../../domain/vat/vat-texts.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { OfferContentJson } from '../remote/offer-json.js';
import { formatDate } from './format-date.js';

const Fact = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <div>
    <dt className="text-slate-600">{label}</dt>
    <dd className="font-medium text-slate-900">{children}</dd>
  </div>
);

/** One revision as it was saved (and, once sent, frozen): customer, lines, totals with VAT, validity, note and payments. */
export const RevisionView = ({ revision, lang }: { readonly revision: OfferContentJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { customer } = revision;
  return (
    <div className="space-y-4 text-sm" data-testid="offer-revision-view">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Fact label={t('adminOffers.view.customer')}>
          {customer.name}
          {customer.companyName === null ? null : <span className="block">{customer.companyName}</span>}
          <span className="block font-normal text-slate-700">{customer.email}</span>
          {customer.vatNumber === null ? null : <span className="block font-normal text-slate-700">{customer.vatNumber}</span>}
        </Fact>
        <Fact label={t('adminOffers.view.validUntil')}>{formatDate(revision.validUntil, lang)}</Fact>
        <Fact label={t('adminOffers.view.payments')}>{revision.paymentMethods.map((method) => t(`adminOffers.paymentMethods.${method}`)).join(', ')}</Fact>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[560px] text-left">
          <caption className="sr-only">{t('adminOffers.view.lines')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">{t('adminOffers.view.line')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('adminOffers.lines.quantity')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('adminOffers.lines.unitPrice')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('adminOffers.view.discount')}</th>
              <th scope="col" className="py-2 pl-3 text-right font-medium">{t('adminOffers.lines.net')}</th>
            </tr>
          </thead>
          <tbody>
            {revision.lines.map((line, index) => (
              <tr key={`${line.kind}-${index}`} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-3">
                  {line.title}
                  {line.condition !== null ? <span className="block text-slate-600">{CONDITION_LABELS[line.condition][lang]}</span> : null}
                  {line.description === '' ? null : <span className="block text-slate-600">{line.description}</span>}
                </td>
                <td className="px-3 py-2 text-right">{line.quantity}</td>
                <td className="px-3 py-2 text-right">{formatMoney(line.unitPrice, lang)}</td>
                <td className="px-3 py-2 text-right">{line.lineDiscount + line.offerDiscount === 0 ? '—' : `−${formatMoney(line.lineDiscount + line.offerDiscount, lang)}`}</td>
                <td className="py-2 pl-3 text-right">{formatMoney(line.net, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ml-auto max-w-xs space-y-1">
        {revision.offerDiscount === 0 ? null : (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('adminOffers.totals.offerDiscount')}</dt>
            <dd>−{formatMoney(revision.offerDiscount, lang)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('adminOffers.totals.subtotal')}</dt>
          <dd data-testid="offer-saved-subtotal">{formatMoney(revision.subtotal, lang)}</dd>
        </div>
        {revision.vatDetail.breakdown.map((group) => (
          <div key={`${group.category}-${group.ratePercent}`} className="flex justify-between gap-4">
            <dt className="text-slate-600">{vatRateLabel(group.ratePercent, lang)}</dt>
            <dd>{formatMoney(group.vat, lang)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{t('adminOffers.totals.total')}</dt>
          <dd data-testid="offer-saved-total">{formatMoney(revision.total, lang)}</dd>
        </div>
      </dl>
      {revision.vatDetail.mention === null ? null : <p className="whitespace-pre-line rounded-md bg-emerald-50 p-2 text-xs text-emerald-900">{revision.vatDetail.mention}</p>}
      {revision.note === null ? null : (
        <div>
          <p className="text-slate-600">{t('adminOffers.terms.note')}</p>
          <p className="whitespace-pre-line text-slate-900">{revision.note}</p>
        </div>
      )}
    </div>
  );
};
