import type { ReactNode } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { CustomerRentalJson } from '../remote/customer-rental.js';
import { formatDay } from './format-day.js';

const Fact = ({ label, children, testId }: { readonly label: string; readonly children: ReactNode; readonly testId: string }) => (
  <div>
    <dt className="text-sm text-slate-600">{label}</dt>
    <dd className="font-medium text-slate-900" data-testid={testId}>
      {children}
    </dd>
  </div>
);

/** Where the rental stands: its state, the containers, the days it runs, the next invoice and what is left to pay. */
export const RentalOverview = ({ rental, lang }: { readonly rental: CustomerRentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
      <Fact label={t('rental.overview.state')} testId="rental-state">
        {t(`rental.state.${rental.state}`)}
      </Fact>
      <Fact label={t('rental.overview.containers')} testId="rental-containers">
        {t('rental.overview.product', { quantity: rental.quantity, title: rental.productTitle })}
        {rental.containerNumbers.length === 0 ? null : <span className="block font-mono text-sm font-normal">{rental.containerNumbers.join(', ')}</span>}
      </Fact>
      <Fact label={t('rental.overview.delivery')} testId="rental-delivery">
        {rental.deliveryDate === null ? t('rental.overview.notDelivered') : formatDay(rental.deliveryDate, lang)}
      </Fact>
      <Fact label={t('rental.overview.pickup')} testId="rental-pickup">
        {rental.pickupDate === null ? t('rental.overview.noPickup') : formatDay(rental.pickupDate, lang)}
      </Fact>
      <Fact label={t('rental.overview.nextInvoice')} testId="rental-next-invoice">
        {rental.nextInvoiceDate === null ? t('rental.overview.noNextInvoice') : formatDay(rental.nextInvoiceDate, lang)}
        {rental.nextPeriod === null ? null : (
          <span className="block text-sm font-normal text-slate-700">
            {t('rental.overview.nextPeriod', { index: rental.nextPeriod.index, start: formatDay(rental.nextPeriod.start, lang), end: formatDay(rental.nextPeriod.end, lang) })}
          </span>
        )}
      </Fact>
      <Fact label={t('rental.overview.price')} testId="rental-price">
        {t('rental.overview.priceLine', { amount: formatMoney(rental.periodPrice, lang) })}
      </Fact>
      <Fact label={t('rental.overview.outstanding')} testId="rental-outstanding">
        {formatMoney(rental.outstanding, lang)}
        {rental.overdue > 0 ? <span className="block text-sm font-semibold text-red-700">{t('rental.overview.overdue', { amount: formatMoney(rental.overdue, lang) })}</span> : null}
      </Fact>
    </dl>
  );
};
