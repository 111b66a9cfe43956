import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { RentalJson } from '../remote/rental-json.js';
import { formatDateTime, formatDay } from './format-date.js';
import { RentalStateBadge } from './rental-state-badge.js';

const Fact = ({ label, children, testId }: { readonly label: string; readonly children: ReactNode; readonly testId?: string }) => (
  <div>
    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
    <dd className="mt-0.5 text-slate-900" data-testid={testId}>
      {children}
    </dd>
  </div>
);

/** What a contract is: customer, containers, price, the days it runs and what is left to pay. */
export const RentalSummary = ({ rental, lang }: { readonly rental: RentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const none = t('adminRentals.list.none');
  const { customer } = rental;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      <Fact label={t('adminRentals.detail.state')}>
        <RentalStateBadge state={rental.state} />
      </Fact>
      <Fact label={t('adminRentals.detail.order')}>
        <Link to={paths.adminOrder(lang, rental.orderId)} className="text-blue-800 underline">
          {t('adminRentals.list.orderNumber', { number: rental.orderNumber })}
        </Link>
      </Fact>
      <Fact label={t('adminRentals.list.customer')}>
        <span className="block">{customer.companyName === null ? customer.name : `${customer.companyName} (${customer.name})`}</span>
        <a href={`mailto:${customer.email}`} className="block text-sm text-blue-800 underline">
          {customer.email}
        </a>
        {customer.vatNumber === null ? null : <span className="block font-mono text-sm text-slate-700">{customer.vatNumber}</span>}
      </Fact>
      <Fact label={t('adminRentals.list.units')} testId="rental-containers">
        <span className="block">{t('adminRentals.list.product', { quantity: rental.quantity, title: rental.productTitle })}</span>
        <span className="block font-mono text-sm">{rental.containerNumbers.length === 0 ? none : rental.containerNumbers.join(', ')}</span>
      </Fact>
      <Fact label={t('adminRentals.detail.periodPrice')}>
        {t('adminRentals.detail.priceLine', { period: formatMoney(rental.periodPrice, lang), daily: formatMoney(rental.dailyPrice, lang) })}
      </Fact>
      <Fact label={t('adminRentals.list.delivery')} testId="rental-delivery">
        {rental.deliveryDate === null ? t('adminRentals.detail.notDelivered') : formatDay(rental.deliveryDate, lang)}
      </Fact>
      <Fact label={t('adminRentals.list.pickup')} testId="rental-pickup">
        {rental.pickupDate === null ? none : formatDay(rental.pickupDate, lang)}
        {rental.noticeGivenAt === null || rental.noticeBy === null ? null : (
          <span className="block text-xs text-slate-600">{t(`adminRentals.detail.noticeBy.${rental.noticeBy}`, { date: formatDateTime(rental.noticeGivenAt, lang) })}</span>
        )}
      </Fact>
      <Fact label={t('adminRentals.list.nextInvoice')} testId="rental-next-invoice-date">
        {rental.nextInvoiceDate === null ? none : formatDay(rental.nextInvoiceDate, lang)}
        {rental.nextPeriod === null ? null : (
          <span className="block text-xs text-slate-600">
            {t('adminRentals.detail.nextPeriod', { index: rental.nextPeriod.index, start: formatDay(rental.nextPeriod.start, lang), end: formatDay(rental.nextPeriod.end, lang) })}
          </span>
        )}
      </Fact>
      <Fact label={t('adminRentals.detail.outstanding')} testId="rental-outstanding">
        {formatMoney(rental.outstanding, lang)}
        {rental.overdue > 0 ? <span className="block text-sm font-semibold text-red-700">{t('adminRentals.detail.overdue', { amount: formatMoney(rental.overdue, lang) })}</span> : null}
      </Fact>
      {rental.endedAt === null ? null : <Fact label={t('adminRentals.detail.ended')}>{formatDateTime(rental.endedAt, lang)}</Fact>}
    </dl>
  );
};
