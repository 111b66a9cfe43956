import type { Language } from '../../../../../domain/shared/language.js';
import { ApiError } from '../../../shared/remote/http.js';
import { useTranslation } from '../../../shared/translation/index.js';
import { emptyUnitValues, unitValues } from '../form/unit-form-values.js';
import { NEW_UNIT, type UnitsParams } from '../hooks/use-units-params.js';
import { useUnit } from '../hooks/use-units-queries.js';
import type { ProductChoiceJson } from '../remote/unit-json.js';
import { UnitDelete } from './unit-delete.js';
import { UnitForm } from './unit-form.js';
import { UnitPhotos } from './unit-photos.js';

interface UnitPanelProps {
  readonly lang: Language;
  readonly params: UnitsParams;
  readonly products: readonly ProductChoiceJson[];
  readonly depots: readonly string[];
  readonly onClose: () => void;
}

/** Beside the list: the add form (`?unit=new`, starting from the list's filters) or the open unit with its photos. */
export const UnitPanel = ({ lang, params, products, depots, onClose }: UnitPanelProps) => {
  const { t } = useTranslation();
  const isNew = params.unit === NEW_UNIT;
  const unit = useUnit(isNew ? '' : params.unit, lang);
  const title = isNew ? t('adminUnits.form.addTitle') : unit.data === undefined ? t('adminUnits.form.loading') : t('adminUnits.form.editTitle', { number: unit.data.displayNumber });
  const body = () => {
    if (isNew) {
      const defaults = { productId: params.productId, condition: params.condition, depot: depots.includes(params.depot) ? params.depot : (depots[0] ?? '') };
      return <UnitForm lang={lang} unit={null} initial={emptyUnitValues(defaults)} products={products} depots={depots} />;
    }
    if (unit.isPending) {
      return (
        <p role="status" className="text-slate-600">
          {t('adminUnits.form.loading')}
        </p>
      );
    }
    if (unit.isError) {
      return (
        <p role="alert" className="text-red-700">
          {unit.error instanceof ApiError && unit.error.status === 404 ? t('adminUnits.form.notFound') : t('adminUnits.form.loadError')}
        </p>
      );
    }
    return (
      <div className="space-y-6">
        {/* A new answer from the server (after a save, a swap or an order) starts the form from it. */}
        <UnitForm key={`${unit.data.id}:${unit.data.updatedAt}`} lang={lang} unit={unit.data} initial={unitValues(unit.data)} products={products} depots={depots} />
        <UnitPhotos unit={unit.data} lang={lang} />
        <UnitDelete unit={unit.data} lang={lang} onDeleted={onClose} />
      </div>
    );
  };
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('adminUnits.form.close')}
        </button>
      </div>
      {body()}
    </section>
  );
};
