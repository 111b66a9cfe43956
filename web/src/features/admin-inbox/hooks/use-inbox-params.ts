import { useSearchParams } from 'react-router';

export const INBOX_TABS = ['orders', 'invoices', 'quotes', 'messages', 'outbox'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export interface InboxParams {
  readonly tab: InboxTab;
  readonly page: number;
  /** Status filter of the orders and outbox lists; '' for all. */
  readonly status: string;
  /** The open order, quote or message; '' when none. */
  readonly id: string;
}

const isTab = (value: string | null): value is InboxTab => (INBOX_TABS as readonly (string | null)[]).includes(value);

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The inbox's state lives in the URL (`?tab=orders&status=pending&page=2&id=…`), so a view can be shared and reloaded. */
export const useInboxParams = () => {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const params: InboxParams = {
    tab: isTab(tab) ? tab : 'orders',
    page: pageOf(search.get('page')),
    status: search.get('status') ?? '',
    id: search.get('id') ?? '',
  };
  const update = (next: Partial<InboxParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    query.set('tab', merged.tab);
    if (merged.status !== '') query.set('status', merged.status);
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.id !== '') query.set('id', merged.id);
    setSearch(query);
  };
  return {
    params,
    /** Another tab starts from its first page, unfiltered, with nothing open. */
    showTab: (next: InboxTab) => update({ tab: next, page: 1, status: '', id: '' }),
    filter: (status: string) => update({ status, page: 1, id: '' }),
    goToPage: (page: number) => update({ page, id: '' }),
    open: (id: string) => update({ id }),
    close: () => update({ id: '' }),
  };
};

export type InboxNavigation = ReturnType<typeof useInboxParams>;
