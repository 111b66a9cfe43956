import { useTranslation } from '../../../shared/translation/index.js';
import { InputField, type FieldErrors } from '../../../shared/form/index.js';
import type { DimensionsValues, ProductFormValues, WeightValues } from '../form/product-form-values.js';

interface TabProps {
  readonly values: ProductFormValues;
  readonly errors: FieldErrors;
  readonly update: (change: (values: ProductFormValues) => ProductFormValues) => void;
}

type Group = 'dimensionsInside' | 'dimensionsOutside' | 'weight';

const GROUP_FIELDS: Readonly<Record<Group, readonly string[]>> = {
  dimensionsInside: ['length', 'width', 'height'],
  dimensionsOutside: ['length', 'width', 'height'],
  weight: ['gross', 'net', 'tare'],
};

/** Inside and outside dimensions (m), weights (kg), capacity (m³) and pallet places; all optional. */
export const SpecificationsTab = ({ values, errors, update }: TabProps) => {
  const { t } = useTranslation();
  const groupValue = (group: Group, field: string): string => (values[group] as unknown as Readonly<Record<string, string>>)[field] ?? '';
  const setGroupValue = (group: Group, field: string, value: string) =>
    update((current) => ({ ...current, [group]: { ...(current[group] as DimensionsValues | WeightValues), [field]: value } }));
  return (
    <div className="space-y-8">
      {(Object.keys(GROUP_FIELDS) as Group[]).map((group) => (
        <fieldset key={group}>
          <legend className="text-base font-semibold text-slate-900">{t(`adminProducts.specifications.${group}`)}</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {GROUP_FIELDS[group].map((field) => (
              <InputField
                key={field}
                label={t(`adminProducts.specifications.fields.${field}`)}
                name={`${group}.${field}`}
                inputMode="decimal"
                value={groupValue(group, field)}
                error={errors[`${group}.${field}`]}
                onValueChange={(value) => setGroupValue(group, field, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('adminProducts.specifications.capacityCbm')}
          name="capacityCbm"
          inputMode="decimal"
          value={values.capacityCbm}
          error={errors['capacityCbm']}
          onValueChange={(value) => update((current) => ({ ...current, capacityCbm: value }))}
        />
        <InputField
          label={t('adminProducts.specifications.palletPlaces')}
          name="palletPlaces"
          inputMode="numeric"
          value={values.palletPlaces}
          error={errors['palletPlaces']}
          onValueChange={(value) => update((current) => ({ ...current, palletPlaces: value }))}
        />
      </div>
    </div>
  );
};
