import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { PageJson } from '../remote/inbox-json.js';
import { Pager, type PagerTextKeys } from '../../../shared/pager/index.js';
import { TableHead } from '../../../shared/table/table-head.js';

const PAGER_TEXTS: PagerTextKeys = { label: 'adminInbox.pager.label', previous: 'adminInbox.pager.previous', next: 'adminInbox.pager.next', position: 'adminInbox.pager.position' };

export interface InboxColumn<Item> {
  readonly header: string;
  readonly cell: (item: Item) => ReactNode;
}

interface InboxTableProps<Item extends { readonly id: string }> {
  readonly caption: string;
  readonly query: UseQueryResult<PageJson<Item>>;
  readonly columns: readonly InboxColumn<Item>[];
  readonly empty: string;
  readonly onPage: (page: number) => void;
  /** The first column opens the item when given. */
  readonly open?: { readonly label: (item: Item) => string; readonly selectedId: string; readonly onOpen: (id: string) => void };
}

/** One page of an admin list with its loading, error and empty states and the pager. */
export const InboxTable = <Item extends { readonly id: string }>({ caption, query, columns, empty, onPage, open }: InboxTableProps<Item>) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="rounded-md border border-slate-200 p-6 text-center text-slate-600">
        {t('adminInbox.list.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{t('adminInbox.list.error')}</p>
        <button type="button" onClick={() => void query.refetch()} className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
          {t('adminInbox.list.retry')}
        </button>
      </div>
    );
  }
  const { items, page, pageSize, total } = query.data;
  if (items.length === 0) return <p className="rounded-md border border-slate-200 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200" aria-busy={query.isFetching}>
        <table className="w-full min-w-[560px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <TableHead cells={columns.map((column) => column.header)} />
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={`border-t border-slate-100 ${open?.selectedId === item.id ? 'bg-blue-50' : ''}`} aria-selected={open === undefined ? undefined : open.selectedId === item.id}>
                {columns.map((column, index) => (
                  <td key={column.header} className="px-3 py-2 align-top">
                    {index === 0 && open !== undefined ? (
                      <button
                        type="button"
                        onClick={() => open.onOpen(item.id)}
                        aria-label={open.label(item)}
                        className="text-left font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                      >
                        {column.cell(item)}
                      </button>
                    ) : (
                      column.cell(item)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} textKeys={PAGER_TEXTS} />
    </div>
  );
};
