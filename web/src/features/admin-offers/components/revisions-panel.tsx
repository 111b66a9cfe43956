import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { AdminOfferJson } from '../remote/offer-json.js';
import { formatDateTime } from './format-date.js';
import { RevisionView } from './revision-view.js';
import { Section } from './section.js';

/** Every revision of the offer, newest first, read-only, each with its PDF: what the customer was sent, and when. */
export const RevisionsPanel = ({ offer, lang }: { readonly offer: AdminOfferJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const revisions = [...offer.revisions].sort((a, b) => b.revision - a.revision);
  return (
    <Section title={t('adminOffers.revisions.title')}>
      <ol className="space-y-3">
        {revisions.map((revision) => (
          <li key={revision.revision} className="rounded-md border border-slate-200" data-testid="offer-revision">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="font-semibold text-slate-900">{t('adminOffers.revisions.revision', { revision: revision.revision })}</span>
                <span className="text-slate-700">
                  {revision.sentAt === null ? t('adminOffers.revisions.notSent', { when: formatDateTime(revision.createdAt, lang) }) : t('adminOffers.revisions.sent', { when: formatDateTime(revision.sentAt, lang) })}
                </span>
                <span className="font-medium text-slate-900">{formatMoney(revision.total, lang)}</span>
              </summary>
              <div className="space-y-3 border-t border-slate-200 px-4 py-3">
                <RevisionView revision={revision} lang={lang} />
                <a href={revision.pdfUrl} download className="inline-block text-sm font-medium text-blue-800 underline">
                  {t('adminOffers.revisions.pdf', { revision: revision.revision })}
                </a>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </Section>
  );
};
