import type { RentalListFilter } from '../../../../domain/rentals/rental-state.js';
import type { Language } from '../../../../domain/shared/language.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { Tabs, type TabSpec } from '../../shared/tabs/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { OverdueTable } from './components/overdue-table.js';
import { RentalPanel } from './components/rental-panel.js';
import { RentalsTable } from './components/rentals-table.js';
import { RENTAL_TABS, useRentalsParams, type RentalTab, type RentalsNavigation } from './hooks/use-rentals-params.js';
import { useOverdueRentals, useRentals } from './hooks/use-rentals-queries.js';

const ListTab = ({ filter, lang, navigation }: { readonly filter: RentalListFilter; readonly lang: Language; readonly navigation: RentalsNavigation }) => {
  const { params } = navigation;
  const query = useRentals(filter, params.page, lang);
  return <RentalsTable lang={lang} filter={filter} query={query} selectedId={params.rental} onOpen={navigation.open} onPage={navigation.goToPage} />;
};

const OverdueTab = ({ lang, navigation }: { readonly lang: Language; readonly navigation: RentalsNavigation }) => {
  const query = useOverdueRentals(lang);
  return <OverdueTable lang={lang} query={query} selectedId={navigation.params.rental} onOpen={navigation.open} />;
};

const Rentals = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigation = useRentalsParams();
  const { tab, rental } = navigation.params;
  const tabs: readonly TabSpec<RentalTab>[] = RENTAL_TABS.map((id) => ({ id, label: t(`adminRentals.tabs.${id}`) }));
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminRentals.title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{t('adminRentals.intro')}</p>
      </header>
      <Tabs label={t('adminRentals.title')} idPrefix="rentals" tabs={tabs} active={tab} onChange={navigation.showTab}>
        {/* The list keeps its columns at full width; an open contract (periods, invoices, actions) is as wide, under it. */}
        <div className="space-y-6">
          {tab === 'overdue' ? <OverdueTab lang={lang} navigation={navigation} /> : <ListTab filter={tab} lang={lang} navigation={navigation} />}
          {rental === '' ? null : <RentalPanel id={rental} lang={lang} onClose={navigation.close} />}
        </div>
      </Tabs>
    </div>
  );
};

/** `/{lang}/admin/rentals`: the rental contracts by state (active, ending, ended) and the Overdue list, one open beside them (state in the URL); non-admins go home. */
export const RentalsPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <Rentals />
  </RequireAdmin>
);
