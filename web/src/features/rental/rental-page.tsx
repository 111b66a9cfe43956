import { useParams } from 'react-router';
import { useLanguage } from '../../app/use-language.js';
import { TokenPageFrame } from '../../shared/token-page/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { NoticeSection } from './components/notice-section.js';
import { RentalOverview } from './components/rental-overview.js';
import { RentalPeriods } from './components/rental-periods.js';
import { useCustomerRental } from './hooks/use-customer-rental.js';
import type { CustomerRentalJson } from './remote/customer-rental.js';

const RentalView = ({ rental, token }: { readonly rental: CustomerRentalJson; readonly token: string }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="rental-title">
          {t('rental.heading', { number: rental.orderNumber })}
        </h1>
      </header>
      <RentalOverview rental={rental} lang={lang} />
      <NoticeSection rental={rental} token={token} lang={lang} />
      <section aria-labelledby="rental-periods-title" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="rental-periods-title" className="text-lg font-semibold text-slate-900">
          {t('rental.periods.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('rental.periods.intro')}</p>
        <RentalPeriods rental={rental} lang={lang} />
      </section>
    </article>
  );
};

/**
 * `/{lang}/rental/{token}`: the rental a secret link (in every rental email) opens, rendered on the
 * server for its holder alone (never kept, `noindex`): the state, the containers, the periods and
 * their invoices (PDF), the next invoice date, and the notice form with a pick-up day from the
 * notice period on.
 */
export const RentalPage = () => {
  const lang = useLanguage();
  const token = useParams().token ?? '';
  const state = useCustomerRental(token, lang);
  return (
    <TokenPageFrame state={state} textFile="rental">
      {(rental) => <RentalView rental={rental} token={token} />}
    </TokenPageFrame>
  );
};
