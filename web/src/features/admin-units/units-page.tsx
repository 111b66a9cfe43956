import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { fieldErrorsOf } from '../../shared/form/index.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { UnitPanel } from './components/unit-panel.js';
import { UnitsFilters } from './components/units-filters.js';
import { UnitsTable } from './components/units-table.js';
import { NEW_UNIT, useUnitsParams } from './hooks/use-units-params.js';
import { useProductChoices, useUnits, useUnitSettings } from './hooks/use-units-queries.js';

const byTitle = (lang: string) => (a: { readonly title: string }, b: { readonly title: string }) => a.title.localeCompare(b.title, lang);

const Units = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigation = useUnitsParams();
  const { params } = navigation;
  const units = useUnits(params, lang);
  const settings = useUnitSettings();
  const products = [...(useProductChoices(lang).data ?? [])].sort(byTitle(lang));
  const depots = settings.data?.depots ?? [];
  const filtered = params.productId !== '' || params.condition !== '' || params.status !== '' || params.depot !== '' || params.q !== '';
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('adminUnits.title')}</h1>
          <p className="mt-2 max-w-3xl text-slate-600">{t('adminUnits.intro')}</p>
        </div>
        <button
          type="button"
          onClick={() => navigation.open(NEW_UNIT)}
          className="shrink-0 rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('adminUnits.add')}
        </button>
      </header>
      <UnitsFilters lang={lang} navigation={navigation} products={products} depots={depots} errors={fieldErrorsOf(units.error)} />
      <div className={`grid grid-cols-1 items-start gap-6 ${params.unit === '' ? '' : 'xl:grid-cols-[minmax(0,1fr)_26rem]'}`}>
        <UnitsTable lang={lang} query={units} filtered={filtered} selectedId={params.unit} onOpen={navigation.open} onPage={navigation.goToPage} />
        {params.unit === '' || settings.data === undefined ? null : <UnitPanel lang={lang} params={params} products={products} depots={depots} onClose={navigation.close} />}
      </div>
    </div>
  );
};

/** `/{lang}/admin/units`: every container unit, filtered and searched (state in the URL), added and edited; non-admins go home. */
export const UnitsPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <Units />
  </RequireAdmin>
);
