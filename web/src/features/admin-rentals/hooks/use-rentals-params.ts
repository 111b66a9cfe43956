import { useSearchParams } from 'react-router';
import { isRentalListFilter, RENTAL_LIST_FILTERS, type RentalListFilter } from '../../../../../domain/rentals/rental-state.js';

/** The Rentals view's tabs: the server's list filters and the Overdue list. */
export const RENTAL_TABS = [...(Object.keys(RENTAL_LIST_FILTERS) as RentalListFilter[]), 'overdue'] as const;
export type RentalTab = (typeof RENTAL_TABS)[number];

export interface RentalsParams {
  readonly tab: RentalTab;
  readonly page: number;
  /** The open contract's id, or ''. */
  readonly rental: string;
}

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The URL's query as the view reads it; an unknown tab is the first. */
export const readRentalsParams = (search: URLSearchParams): RentalsParams => {
  const tab = search.get('tab');
  return {
    tab: tab === 'overdue' || isRentalListFilter(tab) ? tab : 'active',
    page: pageOf(search.get('page')),
    rental: search.get('rental') ?? '',
  };
};

/** The query of these params: the first tab, the first page and no open contract left out. */
export const rentalsSearch = ({ tab, page, rental }: RentalsParams): URLSearchParams => {
  const query = new URLSearchParams();
  if (tab !== 'active') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  if (rental !== '') query.set('rental', rental);
  return query;
};

/** The view's state lives in the URL (`?tab=ending&page=2&rental=…`): shared, reloaded, and back works. */
export const useRentalsParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = readRentalsParams(search);
  const update = (next: Partial<RentalsParams>) => setSearch(rentalsSearch({ ...params, ...next }));
  return {
    params,
    /** Another tab starts on its first page; the open contract stays open. */
    showTab: (tab: RentalTab) => update({ tab, page: 1 }),
    goToPage: (page: number) => update({ page }),
    open: (rental: string) => update({ rental }),
    close: () => update({ rental: '' }),
  };
};

export type RentalsNavigation = ReturnType<typeof useRentalsParams>;
