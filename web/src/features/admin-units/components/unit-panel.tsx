import type { ReactNode } from 'react';
import type { Language } from '../../../../../domain/shared/language.js';
import { DetailPanel, QueryDetail } from '../../../shared/detail-panel/index.js';
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
  const panel = (children: ReactNode) => (
    <DetailPanel title={title} closeLabel={t('adminUnits.form.close')} onClose={onClose}>
      {children}
    </DetailPanel>
  );
  if (isNew) {
    const defaults = { productId: params.productId, condition: params.condition, depot: depots.includes(params.depot) ? params.depot : (depots[0] ?? '') };
    return panel(<UnitForm lang={lang} unit={null} initial={emptyUnitValues(defaults)} products={products} depots={depots} />);
  }
  return panel(
    <QueryDetail query={unit} texts={{ loading: t('adminUnits.form.loading'), notFound: t('adminUnits.form.notFound'), error: t('adminUnits.form.loadError') }}>
      {(data) => (
        <div className="space-y-6">
          {/* A new answer from the server (after a save, a swap or an order) starts the form from it. */}
          <UnitForm key={`${data.id}:${data.updatedAt}`} lang={lang} unit={data} initial={unitValues(data)} products={products} depots={depots} />
          <UnitPhotos unit={data} lang={lang} />
          <UnitDelete unit={data} lang={lang} onDeleted={onClose} />
        </div>
      )}
    </QueryDetail>,
  );
};
