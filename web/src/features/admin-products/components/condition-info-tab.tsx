import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { SALE_CONDITIONS, type SaleCondition } from '../../../../../domain/catalogue/product.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { conditionInfoInputOf, conditionInfoValuesOf } from '../form/condition-info-values.js';
import { useMediaAction } from '../hooks/use-media-action.js';
import type { AdminConditionInfoJson, AdminProductJson } from '../remote/admin-product-json.js';
import { createConditionInfo, updateConditionInfo } from '../remote/admin-product-requests.js';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { ConditionInfoForm } from './condition-info-form.js';

interface ConditionInfoEditorProps {
  readonly product: AdminProductJson;
  readonly condition: SaleCondition;
  readonly info: AdminConditionInfoJson | undefined;
  readonly lang: Language;
}

/** One condition's info: created once, then shown with Edit (Save / Cancel), as the spec's states say. */
const ConditionInfoEditor = ({ product, condition, info, lang }: ConditionInfoEditorProps) => {
  const { t } = useTranslation();
  const { busy, run } = useMediaAction();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => conditionInfoValuesOf(info));
  const startEditing = () => {
    setValues(conditionInfoValuesOf(info));
    setEditing(true);
  };
  const save = async () => {
    const input = conditionInfoInputOf(values);
    const saved =
      info === undefined
        ? await run(() => createConditionInfo(product.id, condition, input, lang), t('adminProducts.conditionInfo.created'))
        : await run(() => updateConditionInfo(product.id, info.id, input, lang), t('adminProducts.conditionInfo.saved'));
    if (saved) setEditing(false);
  };
  const shown = info?.translations[lang] ?? info?.translations.nl;
  return (
    <section aria-labelledby={`condition-info-${condition}`} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id={`condition-info-${condition}`} className="text-lg font-semibold text-slate-900">
        {t(`adminProducts.conditions.${condition}`)}
      </h3>
      {info === undefined || editing ? (
        <>
          <ConditionInfoForm idPrefix={`condition-info-${condition}-language`} values={values} onChange={setValues} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => void save()}>
              {busy ? t('adminProducts.saving') : info === undefined ? t('adminProducts.conditionInfo.create') : t('adminProducts.conditionInfo.save')}
            </button>
            {info === undefined ? null : (
              <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => setEditing(false)}>
                {t('adminProducts.cancel')}
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          <div className="text-sm text-slate-700">
            <p className="font-medium text-slate-900">{shown?.title ?? ''}</p>
            <p className="mt-1">{shown?.description ?? ''}</p>
            {shown === undefined || shown.benefits.length === 0 ? null : (
              <ul className="mt-2 list-disc pl-5">
                {shown.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            )}
          </div>
          <button type="button" className={SECONDARY_BUTTON} onClick={startEditing}>
            {t('adminProducts.conditionInfo.edit')}
          </button>
        </>
      )}
    </section>
  );
};

/** The info block of each sale condition (new, used A, used CW). */
export const ConditionInfoTab = ({ product, lang }: { readonly product: AdminProductJson; readonly lang: Language }) => (
  <div className="space-y-6">
    {SALE_CONDITIONS.map((condition) => (
      <ConditionInfoEditor key={condition} product={product} condition={condition} info={product.conditionInfo.find((info) => info.condition === condition)} lang={lang} />
    ))}
  </div>
);
