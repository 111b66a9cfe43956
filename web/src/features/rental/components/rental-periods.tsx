import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { CustomerRentalJson } from '../remote/customer-rental.js';
import { formatDay } from './format-day.js';

const STATUS_TONE = {
  paid: 'bg-green-100 text-green-900',
  open: 'bg-slate-100 text-slate-900',
  overdue: 'bg-red-100 text-red-900',
  credited: 'bg-blue-100 text-blue-900',
} as const;

const LINK = 'font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Every period of the rental with its invoice (PDF), what is due when and the payment reference, and a credit note where one was made. */
export const RentalPeriods = ({ rental, lang }: { readonly rental: CustomerRentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-slate-100">
      {rental.periods.map((period) => (
        <li key={period.index} data-testid="rental-period" className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="font-medium text-slate-900">{t('rental.periods.number', { index: period.index })}</p>
            <p className="text-sm text-slate-700" data-testid="rental-period-dates">
              {period.start === null || period.end === null
                ? t('rental.periods.fromDelivery', { days: period.days })
                : t('rental.periods.dates', { start: formatDay(period.start, lang), end: formatDay(period.end, lang), days: period.days })}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('rental.periods.invoice', { number: period.invoice.number, date: formatDay(period.invoice.issueDate, lang) })}{' '}
              <a href={period.invoice.pdfUrl} download className={LINK} data-testid="rental-invoice-pdf" aria-label={t('rental.periods.pdfOf', { number: period.invoice.number })}>
                {t('rental.periods.pdf')}
              </a>
              {period.invoice.ublUrl === null ? null : (
                <>
                  {' · '}
                  <a href={period.invoice.ublUrl} download className={LINK} aria-label={t('rental.periods.ublOf', { number: period.invoice.number })}>
                    {t('rental.periods.ubl')}
                  </a>
                </>
              )}
            </p>
            {period.creditNote === null ? null : (
              <p className="text-sm text-slate-700" data-testid="rental-credit-note">
                {t('rental.periods.creditNote', { number: period.creditNote.number, days: period.creditNote.days, amount: formatMoney(period.creditNote.total, lang) })}{' '}
                <a href={period.creditNote.pdfUrl} download className={LINK} aria-label={t('rental.periods.pdfOf', { number: period.creditNote.number })}>
                  {t('rental.periods.pdf')}
                </a>
              </p>
            )}
            {period.invoice.status === 'open' || period.invoice.status === 'overdue' ? (
              <p className="text-sm text-slate-700" data-testid="rental-payment">
                {period.index === 1 || period.invoice.dueDate === null
                  ? t('rental.periods.payNow', { amount: formatMoney(period.invoice.outstanding, lang) })
                  : t('rental.periods.payBy', { amount: formatMoney(period.invoice.outstanding, lang), date: formatDay(period.invoice.dueDate, lang) })}
                {period.invoice.paymentReference === null ? null : (
                  <>
                    {' '}
                    {t('rental.periods.reference')} <span className="font-mono">{period.invoice.paymentReference}</span>
                  </>
                )}
              </p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
            <span className="font-semibold text-slate-900">{formatMoney(period.invoice.total, lang)}</span>
            <span data-testid="rental-invoice-status" className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[period.invoice.status]}`}>
              {t(`rental.invoiceStatus.${period.invoice.status}`)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
};
