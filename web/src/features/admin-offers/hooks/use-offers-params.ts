import { useSearchParams } from 'react-router';
import { isOfferStatus, type OfferStatus } from '../../../../../domain/offers/offer-status.js';

export interface OffersParams {
  /** '' for every state. */
  readonly status: OfferStatus | '';
  readonly page: number;
}

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The Offers list's state lives in the URL (`?status=sent&page=2`), so a view can be shared and reloaded. */
export const useOffersParams = () => {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const params: OffersParams = { status: isOfferStatus(status) ? status : '', page: pageOf(search.get('page')) };
  const update = (next: Partial<OffersParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.status !== '') query.set('status', merged.status);
    if (merged.page > 1) query.set('page', String(merged.page));
    setSearch(query);
  };
  return {
    params,
    filter: (next: OfferStatus | '') => update({ status: next, page: 1 }),
    goToPage: (page: number) => update({ page }),
  };
};
