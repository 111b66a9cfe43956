import { useTranslation } from '../../../shared/translation/index.js';
import type { CheckoutForm } from '../hooks/use-checkout-form.js';
import { CountrySelect } from './country-select.js';
import { TextField } from './text-field.js';

/** The different billing address, shown when the visitor asks for one. */
export const BillingAddressFields = ({ form }: { readonly form: CheckoutForm }) => {
  const { t } = useTranslation();
  const { values, errors, setValue, touch } = form;
  return (
    <fieldset className="mt-4 space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('checkout.form.billingTitle')}</legend>
      <TextField
        field="billingStreet"
        label={t('checkout.form.street')}
        value={values.billingStreet}
        error={errors.billingStreet}
        required
        autoComplete="billing street-address"
        onChange={(value) => setValue('billingStreet', value)}
        onBlur={() => touch('billingStreet')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field="billingPostalCode"
          label={t('checkout.form.postalCode')}
          value={values.billingPostalCode}
          error={errors.billingPostalCode}
          required
          autoComplete="billing postal-code"
          onChange={(value) => setValue('billingPostalCode', value)}
          onBlur={() => touch('billingPostalCode')}
        />
        <TextField
          field="billingCity"
          label={t('checkout.form.city')}
          value={values.billingCity}
          error={errors.billingCity}
          required
          autoComplete="billing address-level2"
          onChange={(value) => setValue('billingCity', value)}
          onBlur={() => touch('billingCity')}
        />
      </div>
      <CountrySelect
        field="billingCountry"
        label={t('checkout.form.country')}
        value={values.billingCountry}
        error={errors.billingCountry}
        onChange={(value) => setValue('billingCountry', value)}
        onBlur={() => touch('billingCountry')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field="billingCompanyName"
          label={t('checkout.form.companyOptional')}
          value={values.billingCompanyName}
          error={errors.billingCompanyName}
          autoComplete="billing organization"
          onChange={(value) => setValue('billingCompanyName', value)}
          onBlur={() => touch('billingCompanyName')}
        />
        <TextField
          field="billingVatNumber"
          label={t('checkout.form.vatNumber')}
          value={values.billingVatNumber}
          error={errors.billingVatNumber}
          onChange={(value) => setValue('billingVatNumber', value)}
          onBlur={() => touch('billingVatNumber')}
        />
      </div>
    </fieldset>
  );
};
