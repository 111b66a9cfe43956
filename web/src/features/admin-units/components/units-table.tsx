import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import { EURO_LOCALES } from '../../../../../domain/pricing/format-euro.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ListEmpty, ListError, ListLoading } from '../../../shared/list-state/index.js';
import { TableHead } from '../../../shared/table/table-head.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { UnitListJson } from '../remote/unit-json.js';
import { UnitStatusBadge } from './unit-status-badge.js';
import { Pager, type PagerTextKeys } from '../../../shared/pager/index.js';

const PAGER_TEXTS: PagerTextKeys = { label: 'adminUnits.pager.label', previous: 'adminUnits.pager.previous', next: 'adminUnits.pager.next', position: 'adminUnits.pager.position' };

/** A calendar date (YYYY-MM-DD) as the admin's language writes it. */
export const formatCalendarDate = (date: string, lang: Language): string =>
  new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

interface UnitsTableProps {
  readonly lang: Language;
  readonly query: UseQueryResult<UnitListJson>;
  readonly filtered: boolean;
  readonly selectedId: string;
  readonly onOpen: (id: string) => void;
  readonly onPage: (page: number) => void;
}

/** One page of units with loading, error and empty states; the number opens the unit, the order links to the inbox. */
export const UnitsTable = ({ lang, query, filtered, selectedId, onOpen, onPage }: UnitsTableProps) => {
  const { t } = useTranslation();
  if (query.isPending) return <ListLoading text={t('adminUnits.list.loading')} />;
  if (query.isError) return <ListError error={query.error} text={t('adminUnits.list.error')} retryLabel={t('adminUnits.list.retry')} onRetry={() => void query.refetch()} />;
  const { items, page, pageSize, total } = query.data;
  if (items.length === 0) return <ListEmpty text={filtered ? t('adminUnits.list.emptyFiltered') : t('adminUnits.list.empty')} />;
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200" aria-busy={query.isFetching}>
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">{t('adminUnits.list.caption')}</caption>
          <TableHead
            cells={[
              t('adminUnits.list.number'),
              t('adminUnits.list.product'),
              t('adminUnits.list.condition'),
              t('adminUnits.list.depot'),
              t('adminUnits.list.status'),
              t('adminUnits.list.csc'),
              t('adminUnits.list.order'),
            ]}
          />
          <tbody>
            {items.map((unit) => (
              <tr key={unit.id} className={`border-t border-slate-100 align-top ${selectedId === unit.id ? 'bg-blue-50' : ''}`} aria-selected={selectedId === unit.id}>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(unit.id)}
                    aria-label={t('adminUnits.list.edit', { number: unit.displayNumber })}
                    className="whitespace-nowrap font-mono font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                  >
                    {unit.displayNumber}
                  </button>
                </td>
                <td className="px-3 py-2">{unit.productTitle}</td>
                <td className="px-3 py-2">{CONDITION_LABELS[unit.condition][lang]}</td>
                <td className="px-3 py-2">{unit.depot}</td>
                <td className="px-3 py-2">
                  <UnitStatusBadge status={unit.status} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{unit.cscNextExamination === null ? t('adminUnits.list.none') : formatCalendarDate(unit.cscNextExamination, lang)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {unit.order === null ? (
                    t('adminUnits.list.none')
                  ) : (
                    <Link to={paths.adminOrder(lang, unit.order.orderId)} className="text-blue-800 underline">
                      {t('adminUnits.list.orderLink', { number: unit.order.orderNumber })}
                    </Link>
                  )}
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
