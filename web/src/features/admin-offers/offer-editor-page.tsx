import { useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { ExistingOffer } from './components/existing-offer.js';
import { NewOffer } from './components/new-offer.js';

const OfferEditorScreen = () => {
  const lang = useLanguage();
  const id = useParams().id;
  return <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{id === undefined ? <NewOffer lang={lang} /> : <ExistingOffer id={id} lang={lang} />}</div>;
};

/**
 * `/{lang}/admin/offers/new` (from scratch, or `?quoteId=` from a quote request) and
 * `/{lang}/admin/offers/{id}`: the offer editor, its revisions and its history; non-admins go home.
 */
export const OfferEditorPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <OfferEditorScreen />
  </RequireAdmin>
);
