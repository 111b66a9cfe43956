import { useParams } from 'react-router';
import { OFFER_TEXTS } from '../../../../domain/offers/offer-texts.js';
import { belgianDay } from '../../../../domain/shared/belgian-day.js';
import { useLanguage } from '../../app/use-language.js';
import { TokenPageFrame } from '../../shared/token-page/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { AcceptForm } from './components/accept-form.js';
import { ClosedOffer } from './components/closed-offer.js';
import { DeclineForm } from './components/decline-form.js';
import { formatDay } from './components/format-day.js';
import { OfferLinesTable } from './components/offer-lines-table.js';
import { OfferTotals } from './components/offer-totals.js';
import { useCustomerOffer, useOfferChanged } from './hooks/use-customer-offer.js';
import type { CustomerOfferJson } from './remote/customer-offer.js';

const OfferView = ({ offer, token }: { readonly offer: CustomerOfferJson; readonly token: string }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const changed = useOfferChanged(token, lang);
  const { refusal } = offer;
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {OFFER_TEXTS.offer[lang]} <span data-testid="offer-number">{offer.number}</span>
        </h1>
        <p className="text-slate-700">
          {OFFER_TEXTS.revision[lang]} {offer.revision} · {OFFER_TEXTS.date[lang]} {formatDay(belgianDay(new Date(offer.sentAt)), lang)} · {OFFER_TEXTS.validUntil[lang]}{' '}
          <strong data-testid="offer-valid-until">{formatDay(offer.validUntil, lang)}</strong>
        </p>
        <p className="text-slate-700">{t('offer.forCustomer', { name: offer.customer.companyName === null ? offer.customer.name : `${offer.customer.name}, ${offer.customer.companyName}` })}</p>
      </header>
      {refusal === null ? null : <ClosedOffer token={token} refusal={refusal} lang={lang} />}
      {offer.note === null ? null : (
        <section aria-labelledby="offer-note-title" className="rounded-lg border border-blue-100 bg-blue-50 p-4">
          <h2 id="offer-note-title" className="text-sm font-semibold text-blue-950">
            {t('offer.note')}
          </h2>
          <p className="mt-1 whitespace-pre-line text-blue-950" data-testid="offer-note">
            {offer.note}
          </p>
        </section>
      )}
      <section aria-labelledby="offer-lines-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="offer-lines-title" className="text-lg font-semibold text-slate-900">
          {t('offer.lines.title')}
        </h2>
        <OfferLinesTable offer={offer} lang={lang} />
        <OfferTotals offer={offer} lang={lang} />
        <p>
          <a href={offer.pdfUrl} download className="font-medium text-blue-800 underline" data-testid="offer-pdf">
            {t('offer.pdf')}
          </a>
        </p>
      </section>
      {refusal === null ? (
        <>
          <AcceptForm token={token} revision={offer.revision} methods={offer.paymentMethods} lang={lang} onRefused={() => changed()} />
          <DeclineForm token={token} lang={lang} onDone={changed} />
        </>
      ) : null}
    </article>
  );
};

/**
 * `/{lang}/offer/{token}`: the offer a secret link opens, rendered on the server for its holder
 * alone (never kept, `noindex`): the lines, the VAT breakdown and mention, the totals, the validity,
 * the trader's note and the PDF; accept or decline, or, when it can no longer be accepted, why and
 * a request for a new offer.
 */
export const OfferPage = () => {
  const lang = useLanguage();
  const token = useParams().token ?? '';
  const state = useCustomerOffer(token, lang);
  return (
    <TokenPageFrame state={state} textFile="offer">
      {(offer) => <OfferView offer={offer} token={token} />}
    </TokenPageFrame>
  );
};
