import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { OfferStatus } from '../../../../../domain/offers/offer-status.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { offerFormOfRevision } from '../form/offer-form-of-revision.js';
import { adminOfferKey, currentRevisionOf } from '../hooks/use-offer-save.js';
import { getOffer } from '../remote/offer-requests.js';
import { formatDateTime } from './format-date.js';
import { OfferEditor } from './offer-editor.js';
import { OfferHistory } from './offer-history.js';
import { OfferStatusBadge } from './offer-status-badge.js';
import { PageMessage } from './page-message.js';
import { RevisionView } from './revision-view.js';
import { RevisionsPanel } from './revisions-panel.js';
import { Section } from './section.js';

/** A sent offer that was not accepted can be changed: the change is its next revision. */
const REVISABLE: readonly OfferStatus[] = ['sent', 'viewed', 'declined', 'expired'];

/** An offer as the admin works on it: a draft in the editor; a sent one read-only with "Make a new revision"; every revision and what happened. */
export const ExistingOffer = ({ id, lang }: { readonly id: string; readonly lang: Language }) => {
  const { t } = useTranslation();
  const [revising, setRevising] = useState(false);
  const query = useQuery({ queryKey: adminOfferKey(id, lang), queryFn: ({ signal }) => getOffer(id, lang, signal) });
  if (query.isPending) return <PageMessage role="status" text={t('adminOffers.editor.loading')} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <PageMessage role="alert" text={t(missing ? 'adminOffers.editor.notFound' : 'adminOffers.editor.loadError')} {...(missing ? {} : { onRetry: () => void query.refetch() })} />;
  }
  const offer = query.data;
  const current = currentRevisionOf(offer);
  if (current === undefined) return <PageMessage role="alert" text={t('adminOffers.editor.loadError')} />;
  const { status } = offer;
  const editing = status === 'draft' || (revising && REVISABLE.includes(status));
  const saved = { subtotal: current.subtotal, vat: current.vat, total: current.total };
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to={paths.adminOffers(lang)} className="text-blue-800 underline">
              {t('adminOffers.editor.back')}
            </Link>
          </p>
          <h1 className="mt-1 flex flex-wrap items-center gap-3 text-3xl font-bold text-slate-900">
            <span data-testid="offer-number">{offer.number}</span>
            <OfferStatusBadge status={status} />
          </h1>
          <p className="mt-2 text-slate-600">
            {t('adminOffers.editor.facts', { revision: offer.revision, created: formatDateTime(offer.createdAt, lang), updated: formatDateTime(offer.updatedAt, lang) })}
          </p>
        </div>
        <a href={current.pdfUrl} download className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t('adminOffers.editor.pdf', { revision: current.revision })}
        </a>
      </header>
      {editing ? (
        <OfferEditor
          key={`${offer.id}-${current.revision}-${revising ? 'revising' : 'draft'}`}
          initial={offerFormOfRevision(current, offer.quoteId)}
          offerId={offer.id}
          saved={saved}
          ossEnabled
          lang={lang}
          newRevision={status !== 'draft'}
          onSaved={() => setRevising(false)}
          {...(status === 'draft' ? {} : { onCancel: () => setRevising(false) })}
        />
      ) : (
        <Section
          title={t('adminOffers.editor.currentRevision', { revision: current.revision })}
          actions={
            REVISABLE.includes(status) ? (
              <button type="button" onClick={() => setRevising(true)} className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900">
                {t('adminOffers.editor.revise')}
              </button>
            ) : null
          }
        >
          <RevisionView revision={current} lang={lang} />
        </Section>
      )}
      <RevisionsPanel offer={offer} lang={lang} />
      <OfferHistory offer={offer} lang={lang} />
    </div>
  );
};
