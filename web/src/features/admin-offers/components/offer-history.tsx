import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { AdminOfferJson } from '../remote/offer-json.js';
import { formatDateTime } from './format-date.js';
import { Section } from './section.js';

/** What happened to the offer, with the dates: every status change, who accepted it (and how that was recorded), the order it became. */
export const OfferHistory = ({ offer, lang }: { readonly offer: AdminOfferJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { acceptance, order } = offer;
  return (
    <Section title={t('adminOffers.history.title')}>
      <ol className="space-y-2 text-sm" data-testid="offer-events">
        {offer.events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="flex flex-wrap gap-x-3">
            <span className="font-medium text-slate-900">{t(`adminOffers.status.${event.status}`)}</span>
            <span className="text-slate-700">{t('adminOffers.history.event', { revision: event.revision, when: formatDateTime(event.at, lang), by: event.by })}</span>
            {event.note === null ? null : <span className="basis-full whitespace-pre-line text-slate-600">{event.note}</span>}
          </li>
        ))}
      </ol>
      {offer.declineReason === null ? null : (
        <p className="mt-3 text-sm text-slate-800">
          {t('adminOffers.history.declineReason')}: <span className="whitespace-pre-line">{offer.declineReason}</span>
        </p>
      )}
      {acceptance === null ? null : (
        <dl className="mt-4 grid gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950 sm:grid-cols-2" data-testid="offer-acceptance">
          <div>
            <dt className="font-medium">{t('adminOffers.history.acceptedBy')}</dt>
            <dd>{t('adminOffers.history.acceptedAs', { name: acceptance.name, when: formatDateTime(acceptance.acceptedAt, lang), revision: acceptance.revision })}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('adminOffers.history.from')}</dt>
            <dd className="break-all">{acceptance.ipAddress}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('adminOffers.history.payment')}</dt>
            <dd>{t(`adminOffers.paymentMethods.${acceptance.paymentMethod}`)}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('adminOffers.history.hash')}</dt>
            <dd className="break-all font-mono text-xs">{acceptance.contentHash}</dd>
          </div>
        </dl>
      )}
      {order === null ? null : (
        <p className="mt-4 text-sm">
          <Link to={`${paths.adminInbox(lang)}?tab=orders&id=${encodeURIComponent(order.id)}`} className="font-medium text-blue-800 underline">
            {t('adminOffers.history.order', { number: order.orderNumber })}
          </Link>
        </p>
      )}
    </Section>
  );
};
