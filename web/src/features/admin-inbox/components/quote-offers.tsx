import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { listQuoteOffers, makeOfferFromQuote } from '../remote/quote-offers.js';

/** What the server said when it could not draft the offer alone: its message and each field's, for the editor to show. */
const problemOf = (error: ApiError): string => [error.message, ...error.fieldErrors.map((field) => field.message)].filter((text, index, all) => all.indexOf(text) === index).join(' ');

/**
 * Under a quote request: the offers made from it, and "Make an offer". The server drafts the offer
 * from the request (customer, container at the catalogue price, delivery priced from the tables)
 * and the editor opens on it; when it cannot (no price for the destination, no container), the
 * editor opens prefilled from the request with the server's reason.
 */
export const QuoteOffers = ({ quoteId, lang }: { readonly quoteId: string; readonly lang: Language }) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [making, setMaking] = useState(false);
  const offers = useQuery({ queryKey: ['admin', 'inbox', 'quote-offers', quoteId, lang], queryFn: ({ signal }) => listQuoteOffers(quoteId, lang, signal) });
  const make = async () => {
    setMaking(true);
    try {
      const offer = await makeOfferFromQuote(quoteId, lang);
      await navigate(paths.adminOffer(lang, offer.id));
    } catch (error) {
      setMaking(false);
      if (error instanceof ApiError && error.status === 400) await navigate(paths.adminOfferNew(lang, quoteId), { state: { problem: problemOf(error) } });
      else toast({ title: error instanceof ApiError ? error.message : t('adminInbox.quotes.offerFailed'), variant: 'error', duration: ERROR_TOAST_DURATION });
    }
  };
  const made = offers.data?.items ?? [];
  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {made.length === 0 ? null : (
        <ul className="space-y-1 text-sm" aria-label={t('adminInbox.quotes.offers')}>
          {made.map((offer) => (
            <li key={offer.id}>
              <Link to={paths.adminOffer(lang, offer.id)} className="font-medium text-blue-800 underline">
                {offer.number}
              </Link>{' '}
              <span className="text-slate-700">{t(`adminInbox.quotes.offerStatus.${offer.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        disabled={making}
        onClick={() => void make()}
        className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        {making ? t('adminInbox.quotes.makingOffer') : t('adminInbox.quotes.makeOffer')}
      </button>
    </div>
  );
};
