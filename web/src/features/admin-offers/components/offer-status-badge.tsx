import type { OfferStatus } from '../../../../../domain/offers/offer-status.js';
import { useTranslation } from '../../../shared/translation/index.js';

const TONE: Readonly<Record<OfferStatus, string>> = {
  draft: 'bg-slate-200 text-slate-900',
  sent: 'bg-blue-100 text-blue-900',
  viewed: 'bg-indigo-100 text-indigo-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  expired: 'bg-amber-100 text-amber-900',
  ordered: 'bg-teal-100 text-teal-900',
  paid: 'bg-green-100 text-green-900',
};

/** An offer's state as people see it today (expired and paid worked out by the server). */
export const OfferStatusBadge = ({ status }: { readonly status: OfferStatus }) => {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`} data-testid="offer-status">
      {t(`adminOffers.status.${status}`)}
    </span>
  );
};
