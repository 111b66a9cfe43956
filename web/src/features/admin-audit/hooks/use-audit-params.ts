import { useSearchParams } from 'react-router';

/** The Audit view's filter: it lives in the URL (`?actor=anna&entity=products&from=2026-01-01&to=2026-01-31&page=2`), so a view can be shared and reloaded. */
export interface AuditParams {
  readonly actor: string;
  readonly entity: string;
  /** One record (with `entity`): its history. */
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly page: number;
}

const FIELDS = ['actor', 'entity', 'id', 'from', 'to'] as const;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const useAuditParams = () => {
  const [search, setSearch] = useSearchParams();
  const params: AuditParams = {
    actor: search.get('actor') ?? '',
    entity: search.get('entity') ?? '',
    id: search.get('id') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: pageOf(search.get('page')),
  };
  const update = (next: Partial<AuditParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    for (const field of FIELDS) if (merged[field] !== '') query.set(field, merged[field]);
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearch(query);
  };
  return {
    params,
    /** A new filter starts on its first page; the record stays only when its type does. */
    filter: (next: Pick<AuditParams, 'actor' | 'entity' | 'from' | 'to'>) => update({ ...next, id: next.entity === params.entity ? params.id : '', page: 1 }),
    clearRecord: () => update({ id: '', page: 1 }),
    reset: () => setSearch(new URLSearchParams()),
    goToPage: (page: number) => update({ page }),
  };
};
