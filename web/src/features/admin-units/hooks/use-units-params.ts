import { useSearchParams } from 'react-router';
import { isUnitCondition, isUnitStatus, type UnitCondition, type UnitStatus } from '../../../../../domain/units/unit-status.js';

/** What opens beside the list: the add form, a unit by id, or nothing. */
export const NEW_UNIT = 'new';

export interface UnitsParams {
  readonly productId: string;
  readonly condition: UnitCondition | '';
  readonly status: UnitStatus | '';
  readonly depot: string;
  /** Part of a container number as typed. */
  readonly q: string;
  readonly page: number;
  /** NEW_UNIT, a unit's id, or '' when nothing is open. */
  readonly unit: string;
}

const FILTERS = ['productId', 'condition', 'status', 'depot', 'q'] as const;
export type UnitFilterName = (typeof FILTERS)[number];

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The URL's query as the Units view reads it; unknown conditions and statuses read as no filter. */
export const readUnitsParams = (search: URLSearchParams): UnitsParams => {
  const condition = search.get('condition');
  const status = search.get('status');
  return {
    productId: search.get('productId') ?? '',
    condition: isUnitCondition(condition) ? condition : '',
    status: isUnitStatus(status) ? status : '',
    depot: search.get('depot') ?? '',
    q: search.get('q') ?? '',
    page: pageOf(search.get('page')),
    unit: search.get('unit') ?? '',
  };
};

/** The query of these params: empty values and the first page left out, in a fixed order. */
export const unitsSearch = (params: UnitsParams): URLSearchParams => {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (params[name] !== '') query.set(name, params[name]);
  if (params.page > 1) query.set('page', String(params.page));
  if (params.unit !== '') query.set('unit', params.unit);
  return query;
};

/** The Units view's state lives in the URL (`?productId=…&status=available&q=MSKU&page=2&unit=…`): shared, reloaded, and back works. */
export const useUnitsParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = readUnitsParams(search);
  const update = (next: Partial<UnitsParams>, replace = false) => setSearch(unitsSearch({ ...params, ...next }), { replace });
  return {
    params,
    /** A filter changed: back to the first page. Typing in the search box replaces the history entry. */
    filter: (name: UnitFilterName, value: string) => {
      const next = unitsSearch(params);
      if (value === '') next.delete(name);
      else next.set(name, value);
      next.delete('page');
      setSearch(unitsSearch(readUnitsParams(next)), { replace: name === 'q' });
    },
    clearFilters: () => update({ productId: '', condition: '', status: '', depot: '', q: '', page: 1 }),
    goToPage: (page: number) => update({ page }),
    open: (unit: string) => update({ unit }),
    close: () => update({ unit: '' }),
  };
};

export type UnitsNavigation = ReturnType<typeof useUnitsParams>;
