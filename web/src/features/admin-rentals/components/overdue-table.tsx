import type { UseQueryResult } from '@tanstack/react-query';
import type { Language } from '../../../../../domain/shared/language.js';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-state/index.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { TableHead } from '../../../shared/table/table-head.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { OverdueRentalListJson } from '../remote/rental-json.js';
import { CustomerName } from './customer-name.js';
import { formatDay } from './format-date.js';

interface OverdueTableProps {
  readonly lang: Language;
  readonly query: UseQueryResult<OverdueRentalListJson>;
  readonly selectedId: string;
  readonly onOpen: (id: string) => void;
}

/** Every rental invoice past its due date with something left to pay, oldest first; the invoice opens its contract. */
export const OverdueTable = ({ lang, query, selectedId, onOpen }: OverdueTableProps) => {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading text={t('adminRentals.overdue.loading')} />;
  if (query.isError) return <ListError error={query.error} text={t('adminRentals.overdue.error')} retryLabel={t('adminRentals.list.retry')} onRetry={() => void query.refetch()} />;
  const rows = query.data.items;
  if (rows.length === 0) return <ListEmpty text={t('adminRentals.overdue.empty')} />;
  const total = rows.reduce((sum, row) => sum + Math.round(row.outstanding * 100), 0) / 100;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" data-testid="overdue-total">
        {t('adminRentals.overdue.summary', { count: rows.length, amount: formatMoney(total, lang) })}
      </p>
      <div className="overflow-x-auto rounded-md border border-slate-200" aria-busy={query.isFetching}>
        <table className="w-full min-w-[820px] text-left text-sm">
          <caption className="sr-only">{t('adminRentals.tabs.overdue')}</caption>
          <TableHead
            cells={[
              t('adminRentals.overdue.invoice'),
              t('adminRentals.list.customer'),
              t('adminRentals.list.units'),
              t('adminRentals.overdue.dueDate'),
              { label: t('adminRentals.overdue.daysOverdue'), align: 'right' },
              { label: t('adminRentals.overdue.reminders'), align: 'right' },
              { label: t('adminRentals.overdue.outstanding'), align: 'right' },
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.invoiceNumber}
                data-testid="overdue-row"
                className={`border-t border-slate-100 align-top ${selectedId === row.rental.id ? 'bg-blue-50' : ''}`}
                aria-selected={selectedId === row.rental.id}
              >
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(row.rental.id)}
                    aria-label={t('adminRentals.overdue.open', { number: row.invoiceNumber, order: row.rental.orderNumber })}
                    className="font-mono font-medium whitespace-nowrap text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {row.invoiceNumber}
                  </button>
                  <span className="block text-xs text-slate-600">
                    {t('adminRentals.overdue.period', { index: row.periodIndex, order: row.rental.orderNumber })}{' '}
                    <a href={row.pdfUrl} download className="text-blue-800 underline" aria-label={t('adminRentals.periods.pdfOf', { number: row.invoiceNumber })}>
                      {t('adminRentals.periods.pdf')}
                    </a>
                  </span>
                </td>
                <td className="px-3 py-2">
                  <CustomerName customer={row.rental.customer} />
                </td>
                <td className="px-3 py-2 font-mono text-xs">{row.rental.containerNumbers.join(', ')}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDay(row.dueDate, lang)}</td>
                <td className="px-3 py-2 text-right">{row.daysOverdue}</td>
                <td className="px-3 py-2 text-right">{row.remindersSent}</td>
                <td className="px-3 py-2 text-right font-semibold whitespace-nowrap text-red-700">{formatMoney(row.outstanding, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
