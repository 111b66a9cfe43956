import { useState } from 'react';
import { OFFER_REFUSAL_MESSAGES, type OfferRefusal } from '../../../../../domain/offers/offer-status.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { refusalMessage } from '../../../shared/form/index.js';
import { useHydrated } from '../../../shared/hydration/use-hydrated.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { requestNewOffer } from '../remote/customer-offer.js';

type Asking = { readonly kind: 'idle' } | { readonly kind: 'sending' } | { readonly kind: 'sent' } | { readonly kind: 'failed'; readonly message: string };

/**
 * Why the offer can no longer be accepted (expired, declined, superseded, already accepted), in the
 * visitor's language, and one click to ask the trader for a new offer (a new quote request linked
 * to this one).
 */
export const ClosedOffer = ({ token, refusal, lang }: { readonly token: string; readonly refusal: OfferRefusal; readonly lang: Language }) => {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [asking, setAsking] = useState<Asking>({ kind: 'idle' });
  const ask = async () => {
    setAsking({ kind: 'sending' });
    try {
      await requestNewOffer(token, lang);
      setAsking({ kind: 'sent' });
    } catch (error) {
      setAsking({ kind: 'failed', message: refusalMessage(error, t('offer.requestNew.failed')) });
    }
  };
  return (
    <section aria-labelledby="offer-closed-title" className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:p-6" data-testid="offer-closed">
      <h2 id="offer-closed-title" className="text-lg font-semibold text-amber-950">
        {t('offer.closed.title')}
      </h2>
      <p className="text-amber-950" data-testid="offer-refusal">
        {OFFER_REFUSAL_MESSAGES[refusal][lang]}
      </p>
      {asking.kind === 'sent' ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {t('offer.requestNew.sent')}
        </p>
      ) : (
        <div className="space-y-2">
          <button
            type="button"
            disabled={!hydrated || asking.kind === 'sending'}
            onClick={() => void ask()}
            className="rounded-md bg-blue-800 px-5 py-2.5 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
          >
            {asking.kind === 'sending' ? t('offer.requestNew.sending') : t('offer.requestNew.button')}
          </button>
          {asking.kind === 'failed' ? (
            <p role="alert" className="text-sm text-red-700">
              {asking.message}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
};
