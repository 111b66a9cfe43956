import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { TableHead } from '../../../shared/table/table-head.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { RentalJson, RentalPeriodJson } from '../remote/rental-json.js';
import { formatDay } from './format-date.js';
import { InvoiceStatusBadge } from './invoice-status-badge.js';
import { MarkPaidForm } from './mark-paid-form.js';

const LINK = 'font-mono text-blue-800 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Later periods are paid by bank transfer, marked here; the first was paid with the order. */
const payable = (period: RentalPeriodJson): boolean => period.index > 1 && (period.invoice.status === 'open' || period.invoice.status === 'overdue');

/** Every period of a contract with its invoice (PDF), due date, status and what is left, its credit note, and the payment to mark. */
export const RentalPeriodsTable = ({ rental, lang }: { readonly rental: RentalJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const none = t('adminRentals.list.none');
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{t('adminRentals.periods.caption', { number: rental.orderNumber })}</caption>
        <TableHead
          cells={[
            t('adminRentals.periods.period'),
            t('adminRentals.periods.invoice'),
            t('adminRentals.periods.due'),
            { label: t('adminRentals.periods.total'), align: 'right' },
            t('adminRentals.periods.status'),
          ]}
        />
        <tbody>
          {rental.periods.map((period) => (
            <tr key={period.index} data-testid="rental-period" className="border-t border-slate-100 align-top">
              <td className="px-3 py-2">
                <span className="block font-medium">{t('adminRentals.periods.number', { index: period.index })}</span>
                <span className="block text-xs whitespace-nowrap text-slate-600">
                  {period.start === null || period.end === null
                    ? t('adminRentals.periods.fromDelivery', { days: period.days })
                    : t('adminRentals.periods.dates', { start: formatDay(period.start, lang), end: formatDay(period.end, lang), days: period.days })}
                </span>
              </td>
              <td className="px-3 py-2">
                <a href={period.invoice.pdfUrl} download className={`${LINK} whitespace-nowrap`} aria-label={t('adminRentals.periods.pdfOf', { number: period.invoice.number })}>
                  {period.invoice.number}
                </a>
                {period.invoice.ublUrl === null ? null : (
                  <>
                    {' '}
                    <a href={period.invoice.ublUrl} download className="text-xs text-blue-800 underline" aria-label={t('adminRentals.periods.ublOf', { number: period.invoice.number })}>
                      {t('adminRentals.periods.ubl')}
                    </a>
                  </>
                )}
                <span className="block text-xs text-slate-600">{formatDay(period.invoice.issueDate, lang)}</span>
                {period.creditNote === null ? null : (
                  <span className="mt-1 block text-xs" data-testid="rental-credit-note">
                    {t('adminRentals.periods.creditNote', { days: period.creditNote.days, amount: formatMoney(period.creditNote.total, lang) })}{' '}
                    <a href={period.creditNote.pdfUrl} download className={LINK} aria-label={t('adminRentals.periods.pdfOf', { number: period.creditNote.number })}>
                      {period.creditNote.number}
                    </a>
                  </span>
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {period.index === 1 ? t('adminRentals.periods.withOrder') : period.invoice.dueDate === null ? none : formatDay(period.invoice.dueDate, lang)}
                {period.invoice.paymentReference === null ? null : <span className="block font-mono text-xs text-slate-600">{period.invoice.paymentReference}</span>}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatMoney(period.invoice.total, lang)}
                {period.invoice.outstanding > 0 && period.invoice.outstanding !== period.invoice.total ? (
                  <span className="block text-xs text-slate-600">{t('adminRentals.periods.left', { amount: formatMoney(period.invoice.outstanding, lang) })}</span>
                ) : null}
              </td>
              <td className="px-3 py-2" data-testid="rental-period-status">
                <InvoiceStatusBadge status={period.invoice.status} />
                {period.invoice.paidOn === null ? null : <span className="block text-xs text-slate-600">{t('adminRentals.periods.paidOnDay', { date: formatDay(period.invoice.paidOn, lang) })}</span>}
                {period.invoice.remindersSent > 0 ? <span className="block text-xs text-slate-600">{t('adminRentals.periods.reminders', { count: period.invoice.remindersSent })}</span> : null}
                {payable(period) ? <MarkPaidForm rentalId={rental.id} number={period.invoice.number} lang={lang} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
