import { useEffect, useState } from 'react';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { UNIT_CONDITIONS, UNIT_STATUSES } from '../../../../../domain/units/unit-status.js';
import { InputField, SelectField, type FieldErrors } from '../../../shared/form/index.js';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { UnitsNavigation } from '../hooks/use-units-params.js';
import type { ProductChoiceJson } from '../remote/unit-json.js';

/** Typing pauses this long before the search goes to the URL (and the server). */
export const SEARCH_DELAY_MS = 300;

interface UnitsFiltersProps {
  readonly lang: Language;
  readonly navigation: UnitsNavigation;
  readonly products: readonly ProductChoiceJson[];
  readonly depots: readonly string[];
  /** The server's messages about a filter it refused, by query parameter. */
  readonly errors: FieldErrors;
}

/** Product, condition, status and depot filters and the container number search; every value lives in the URL. */
export const UnitsFilters = ({ lang, navigation, products, depots, errors }: UnitsFiltersProps) => {
  const { t } = useTranslation();
  const { params } = navigation;
  const [typed, setTyped] = useState(params.q);
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // The search settled: into the URL. The URL changed from elsewhere (back, clear): into the box.
  useEffect(() => {
    if (settled !== params.q) navigation.filter('q', settled);
  }, [settled]);
  useEffect(() => {
    if (params.q !== settled) setTyped(params.q);
  }, [params.q]);

  const all = (label: string) => ({ value: '', label });
  const filtered = params.productId !== '' || params.condition !== '' || params.status !== '' || params.depot !== '' || params.q !== '';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start">
      <legend className="sr-only">{t('adminUnits.filters.legend')}</legend>
      <InputField
        label={t('adminUnits.filters.search')}
        hint={t('adminUnits.filters.searchHint')}
        type="search"
        value={typed}
        error={errors['q']}
        onValueChange={setTyped}
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        label={t('adminUnits.filters.product')}
        value={params.productId}
        options={[all(t('adminUnits.filters.allProducts')), ...products.map((product) => ({ value: product.id, label: product.title }))]}
        error={errors['productId']}
        onValueChange={(value) => navigation.filter('productId', value)}
      />
      <SelectField
        label={t('adminUnits.filters.condition')}
        value={params.condition}
        options={[all(t('adminUnits.filters.allConditions')), ...UNIT_CONDITIONS.map((condition) => ({ value: condition, label: CONDITION_LABELS[condition][lang] }))]}
        error={errors['condition']}
        onValueChange={(value) => navigation.filter('condition', value)}
      />
      <SelectField
        label={t('adminUnits.filters.status')}
        value={params.status}
        options={[all(t('adminUnits.filters.allStatuses')), ...UNIT_STATUSES.map((status) => ({ value: status, label: t(`adminUnits.status.${status}`) }))]}
        error={errors['status']}
        onValueChange={(value) => navigation.filter('status', value)}
      />
      <SelectField
        label={t('adminUnits.filters.depot')}
        value={params.depot}
        options={[all(t('adminUnits.filters.allDepots')), ...depots.map((depot) => ({ value: depot, label: depot }))]}
        error={errors['depot']}
        onValueChange={(value) => navigation.filter('depot', value)}
      />
      <div className="lg:pt-6">
        <button
          type="button"
          disabled={!filtered}
          onClick={() => {
            setTyped('');
            navigation.clearFilters();
          }}
          className="w-full rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40"
        >
          {t('adminUnits.filters.clear')}
        </button>
      </div>
    </fieldset>
  );
};
