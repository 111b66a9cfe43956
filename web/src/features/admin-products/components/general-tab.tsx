import { useTranslation } from '../../../shared/translation/index.js';
import { DELIVERY_OPTIONS, SALE_CONDITIONS, STOCK_STATUSES } from '../../../../../domain/catalogue/product.js';
import { SIZES } from '../../../../../domain/catalogue/sizes.js';
import { CheckboxField, InputField, SelectField, type FieldErrors } from '../../../shared/form/index.js';
import type { AskOfferField, PriceField, ProductFormValues } from '../form/product-form-values.js';

/** The types the editor stores; the empty type is shown as Special (domain/catalogue/product-types). */
const EDITOR_TYPES = ['Standard', 'High Cube', 'Refrigerated', 'Open Top', 'Flat Rack', 'Tank', ''] as const;
const PRICE_FIELDS: readonly PriceField[] = ['price', 'priceNew', 'priceUsedA', 'priceUsedCw', 'priceRentPerDay', 'leasingPrice'];
const ASK_OFFER_FIELDS: readonly AskOfferField[] = ['askOfferNew', 'askOfferUsedA', 'askOfferUsedCw', 'askOfferRent'];

interface TabProps {
  readonly values: ProductFormValues;
  readonly errors: FieldErrors;
  readonly update: (change: (values: ProductFormValues) => ProductFormValues) => void;
}

/** Type, condition, size, prices with their 'price on request' flags, availability and delivery options. */
export const GeneralTab = ({ values, errors, update }: TabProps) => {
  const { t } = useTranslation();
  const set = <Key extends keyof ProductFormValues>(key: Key) => (value: ProductFormValues[Key]) => update((current) => ({ ...current, [key]: value }));
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('adminProducts.general.type')}
          name="type"
          value={values.type}
          options={[...new Set<string>([...EDITOR_TYPES, values.type])].map((type) => ({ value: type, label: type === '' ? t('adminProducts.general.special') : type }))}
          error={errors['type']}
          onValueChange={set('type')}
        />
        <SelectField
          label={t('adminProducts.general.condition')}
          name="condition"
          value={values.condition}
          options={SALE_CONDITIONS.map((condition) => ({ value: condition, label: t(`adminProducts.conditions.${condition}`) }))}
          error={errors['condition']}
          onValueChange={set('condition')}
        />
        <SelectField
          label={t('adminProducts.general.size')}
          name="size"
          value={values.size}
          options={[...new Set<string>([...SIZES, values.size])].map((size) => ({ value: size, label: size }))}
          error={errors['size']}
          onValueChange={set('size')}
        />
      </div>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('adminProducts.general.prices')}</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRICE_FIELDS.map((field) => (
            <InputField
              key={field}
              label={t(`adminProducts.general.priceFields.${field}`)}
              name={field}
              inputMode="decimal"
              required={field === 'price'}
              value={values.prices[field]}
              error={errors[field]}
              onValueChange={(value) => update((current) => ({ ...current, prices: { ...current.prices, [field]: value } }))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('adminProducts.general.askOffer')}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {ASK_OFFER_FIELDS.map((field) => (
            <CheckboxField
              key={field}
              name={field}
              label={t(`adminProducts.general.askOfferFields.${field}`)}
              checked={values.askOffer[field]}
              onCheckedChange={(checked) => update((current) => ({ ...current, askOffer: { ...current.askOffer, [field]: checked } }))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-base font-semibold text-slate-900">{t('adminProducts.general.availability')}</legend>
        <div className="mt-3 flex items-end">
          <CheckboxField name="isAvailable" label={t('adminProducts.general.isAvailable')} checked={values.isAvailable} onCheckedChange={set('isAvailable')} />
        </div>
        <SelectField
          label={t('adminProducts.general.stockStatus')}
          name="stockStatus"
          value={values.stockStatus}
          options={STOCK_STATUSES.map((status) => ({ value: status, label: t(`adminProducts.stockStatuses.${status.replace(/ /g, '')}`) }))}
          error={errors['stockStatus']}
          onValueChange={set('stockStatus')}
        />
      </fieldset>
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">{t('adminProducts.general.delivery')}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-3">
          {DELIVERY_OPTIONS.map((option) => (
            <CheckboxField
              key={option}
              name={option}
              label={t(`adminProducts.general.deliveryOptions.${option}`)}
              checked={values.deliveryOptions[option]}
              onCheckedChange={(checked) => update((current) => ({ ...current, deliveryOptions: { ...current.deliveryOptions, [option]: checked } }))}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
};
