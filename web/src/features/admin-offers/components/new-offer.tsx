import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { offerFormOfQuote } from '../form/offer-form-of-quote.js';
import { emptyOfferForm } from '../form/offer-form-values.js';
import { listOfferProducts } from '../remote/offer-products.js';
import { getQuoteForOffer } from '../remote/quote-for-offer.js';
import { OfferEditor } from './offer-editor.js';
import { PageMessage } from './page-message.js';

/** What the inbox says when the server could not make the draft from the request by itself (its message). */
const problemOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as { problem?: unknown }).problem === 'string' ? (state as { problem: string }).problem : null;

/**
 * A new offer: for a customer who phoned (empty), or from a quote request (`?quoteId=`) when the
 * server could not draft it by itself: its customer and container prefilled at the catalogue price.
 */
export const NewOffer = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problem = problemOf(useLocation().state);
  const quoteId = useSearchParams()[0].get('quoteId') ?? '';
  const quote = useQuery({ queryKey: ['admin-offer-quote', quoteId, lang], queryFn: ({ signal }) => getQuoteForOffer(quoteId, lang, signal), enabled: quoteId !== '' });
  const products = useQuery({ queryKey: ['admin-offer-products', lang], queryFn: ({ signal }) => listOfferProducts(lang, signal), staleTime: 60_000, enabled: quoteId !== '' });
  if (quoteId !== '' && (quote.isPending || products.isPending)) return <PageMessage role="status" text={t('adminOffers.editor.loading')} />;
  if (quoteId !== '' && (quote.isError || products.isError)) return <PageMessage role="alert" text={t('adminOffers.editor.quoteError')} onRetry={() => void Promise.all([quote.refetch(), products.refetch()])} />;
  const initial = quote.data === undefined ? emptyOfferForm('nl') : offerFormOfQuote(quote.data, products.data ?? []);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminOffers.editor.newTitle')}</h1>
        <p className="mt-2 text-slate-600">{quote.data === undefined ? t('adminOffers.editor.newIntro') : t('adminOffers.editor.fromQuote', { name: quote.data.customerName })}</p>
        {problem === null ? null : (
          <p role="alert" className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {t('adminOffers.editor.quoteProblem', { problem })}
          </p>
        )}
      </header>
      <OfferEditor initial={initial} offerId={null} saved={null} ossEnabled lang={lang} newRevision={false} onSaved={(offer) => void navigate(paths.adminOffer(lang, offer.id), { replace: true })} />
    </div>
  );
};
