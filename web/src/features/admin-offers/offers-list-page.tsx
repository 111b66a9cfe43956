import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OFFER_STATUSES, type OfferStatus } from '../../../../domain/offers/offer-status.js';
import type { Language } from '../../../../domain/shared/language.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { SelectField } from '../../shared/form/index.js';
import { formatMoney } from '../../shared/money/format-money.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { TableHead } from '../../shared/table/table-head.js';
import { useTranslation } from '../../shared/translation/index.js';
import { formatDate } from './components/format-date.js';
import { OfferStatusBadge } from './components/offer-status-badge.js';
import { Pager, type PagerTextKeys } from '../../shared/pager/index.js';
import { useOffersParams } from './hooks/use-offers-params.js';
import type { OfferListJson } from './remote/offer-json.js';
import { listOffers } from './remote/offer-requests.js';

const PAGER_TEXTS: PagerTextKeys = { label: 'adminOffers.list.pager', previous: 'adminOffers.list.previous', next: 'adminOffers.list.next', position: 'adminOffers.list.position' };

const BUTTON = 'inline-flex rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

const OffersTable = ({ list, lang, filtered }: { readonly list: OfferListJson; readonly lang: Language; readonly filtered: boolean }) => {
  const { t } = useTranslation();
  if (list.items.length === 0) return <p className="rounded-md border border-slate-200 p-6 text-center text-slate-600">{t(filtered ? 'adminOffers.list.emptyFiltered' : 'adminOffers.list.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{t('adminOffers.list.title')}</caption>
        <TableHead cells={[t('adminOffers.list.number'), t('adminOffers.list.customer'), t('adminOffers.list.status'), t('adminOffers.list.total'), t('adminOffers.list.created'), t('adminOffers.list.sent'), t('adminOffers.list.updated'), t('adminOffers.list.validUntil')]} />
        <tbody>
          {list.items.map((offer) => (
            <tr key={offer.id} className="border-t border-slate-100 align-top" data-testid="offer-row">
              <td className="px-3 py-2">
                <Link to={paths.adminOffer(lang, offer.id)} className="font-medium text-blue-800 underline-offset-2 hover:underline" aria-label={t('adminOffers.list.open', { number: offer.number })}>
                  {offer.number}
                </Link>
                {offer.revision > 1 ? <span className="block text-xs text-slate-600">{t('adminOffers.list.revision', { revision: offer.revision })}</span> : null}
              </td>
              <td className="px-3 py-2 break-all">
                {offer.customerName}
                <span className="block text-slate-600">{offer.customerEmail}</span>
              </td>
              <td className="px-3 py-2">
                <OfferStatusBadge status={offer.status} />
                {offer.orderNumber === null ? null : <span className="block text-xs text-slate-600">{t('adminOffers.list.order', { number: offer.orderNumber })}</span>}
              </td>
              <td className="px-3 py-2">{formatMoney(offer.total, lang)}</td>
              <td className="px-3 py-2">{formatDate(offer.createdAt, lang)}</td>
              <td className="px-3 py-2">{offer.dates.sent === undefined ? '—' : formatDate(offer.dates.sent, lang)}</td>
              <td className="px-3 py-2">{formatDate(offer.updatedAt, lang)}</td>
              <td className="px-3 py-2">{formatDate(offer.validUntil, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const OffersList = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { params, filter, goToPage } = useOffersParams();
  const query = { page: params.page, ...(params.status === '' ? {} : { status: params.status }) };
  const list = useQuery({ queryKey: ['admin-offers', query, lang], queryFn: ({ signal }) => listOffers(query, lang, signal), placeholderData: keepPreviousData });
  const statusOptions: readonly { readonly value: OfferStatus | ''; readonly label: string }[] = [
    { value: '', label: t('adminOffers.list.allStatuses') },
    ...OFFER_STATUSES.map((status) => ({ value: status, label: t(`adminOffers.status.${status}`) })),
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('adminOffers.list.title')}</h1>
          <p className="mt-2 text-slate-600">{t('adminOffers.list.intro')}</p>
        </div>
        <Link to={paths.adminOfferNew(lang)} className={BUTTON}>
          {t('adminOffers.list.new')}
        </Link>
      </header>
      <div className="max-w-xs">
        <SelectField label={t('adminOffers.list.filter')} value={params.status} options={statusOptions} onValueChange={filter} />
      </div>
      {list.isPending ? (
        <p role="status" className="rounded-md border border-slate-200 p-6 text-center text-slate-600">
          {t('adminOffers.list.loading')}
        </p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-md border border-red-200 bg-red-50 p-6 text-red-800">
          <p>{t('adminOffers.list.error')}</p>
          <button type="button" onClick={() => void list.refetch()} className={BUTTON}>
            {t('adminOffers.list.retry')}
          </button>
        </div>
      ) : (
        <div aria-busy={list.isFetching}>
          <OffersTable list={list.data} lang={lang} filtered={params.status !== ''} />
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={goToPage} textKeys={PAGER_TEXTS} />
        </div>
      )}
    </div>
  );
};

/** `/{lang}/admin/offers`: every offer with its state and dates, filtered by state; non-admins go home. */
export const OffersListPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <OffersList />
  </RequireAdmin>
);
