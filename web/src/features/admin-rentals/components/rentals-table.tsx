import type { UseQueryResult } from '@tanstack/react-query';
import type { RentalListFilter } from '../../../../../domain/rentals/rental-state.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-state/index.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { TableHead } from '../../../shared/table/table-head.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { RentalListJson } from '../remote/rental-json.js';
import { CustomerName } from './customer-name.js';
import { formatDay } from './format-date.js';
import { RentalStateBadge } from './rental-state-badge.js';
import { Pager, type PagerTextKeys } from '../../../shared/pager/index.js';

const PAGER_TEXTS: PagerTextKeys = { label: 'adminRentals.pager.label', previous: 'adminRentals.pager.previous', next: 'adminRentals.pager.next', position: 'adminRentals.pager.position' };

interface RentalsTableProps {
  readonly lang: Language;
  readonly filter: RentalListFilter;
  readonly query: UseQueryResult<RentalListJson>;
  readonly selectedId: string;
  readonly onOpen: (id: string) => void;
  readonly onPage: (page: number) => void;
}

/** One page of contracts: customer, units, state, delivery and pick-up, next invoice date and what is overdue; the order number opens one. */
export const RentalsTable = ({ lang, filter, query, selectedId, onOpen, onPage }: RentalsTableProps) => {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading text={t('adminRentals.list.loading')} />;
  if (query.isError) return <ListError error={query.error} text={t('adminRentals.list.error')} retryLabel={t('adminRentals.list.retry')} onRetry={() => void query.refetch()} />;
  const { items, page, pageSize, total } = query.data;
  if (items.length === 0) return <ListEmpty text={t(`adminRentals.list.empty.${filter}`)} />;
  const none = t('adminRentals.list.none');
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200" aria-busy={query.isFetching}>
        <table className="w-full min-w-[860px] text-left text-sm">
          <caption className="sr-only">{t(`adminRentals.tabs.${filter}`)}</caption>
          <TableHead
            cells={[
              t('adminRentals.list.order'),
              t('adminRentals.list.customer'),
              t('adminRentals.list.units'),
              t('adminRentals.list.state'),
              t('adminRentals.list.delivery'),
              t('adminRentals.list.pickup'),
              t('adminRentals.list.nextInvoice'),
              { label: t('adminRentals.list.overdue'), align: 'right' },
            ]}
          />
          <tbody>
            {items.map((rental) => (
              <tr key={rental.id} data-testid="rental-row" className={`border-t border-slate-100 align-top ${selectedId === rental.id ? 'bg-blue-50' : ''}`} aria-selected={selectedId === rental.id}>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(rental.id)}
                    aria-label={t('adminRentals.list.open', { number: rental.orderNumber })}
                    className="font-medium whitespace-nowrap text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {t('adminRentals.list.orderNumber', { number: rental.orderNumber })}
                  </button>
                </td>
                <td className="px-3 py-2">
                  <CustomerName customer={rental.customer} />
                </td>
                <td className="px-3 py-2">
                  <span className="block">{t('adminRentals.list.product', { quantity: rental.quantity, title: rental.productTitle })}</span>
                  {rental.containerNumbers.length === 0 ? null : <span className="block font-mono text-xs text-slate-700">{rental.containerNumbers.join(', ')}</span>}
                </td>
                <td className="px-3 py-2">
                  <RentalStateBadge state={rental.state} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{rental.deliveryDate === null ? none : formatDay(rental.deliveryDate, lang)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{rental.pickupDate === null ? none : formatDay(rental.pickupDate, lang)}</td>
                <td className="px-3 py-2 whitespace-nowrap" data-testid="rental-next-invoice">
                  {rental.nextInvoiceDate === null ? none : formatDay(rental.nextInvoiceDate, lang)}
                </td>
                <td className={`px-3 py-2 text-right whitespace-nowrap ${rental.overdue > 0 ? 'font-semibold text-red-700' : ''}`} data-testid="rental-overdue">
                  {rental.overdue > 0 ? formatMoney(rental.overdue, lang) : none}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} textKeys={PAGER_TEXTS} />
    </div>
  );
};
