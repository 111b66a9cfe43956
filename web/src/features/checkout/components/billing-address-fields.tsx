import { useTranslation } from '../../../shared/translation/index.js';
import { InputField } from '../../../shared/form/field.js';
import type { CheckoutForm } from '../hooks/use-checkout-form.js';
import { checkoutFieldProps } from './checkout-field-props.js';
import { CountrySelect } from './country-select.js';

/** The different billing address, shown when the visitor asks for one. */
export const BillingAddressFields = ({ form }: { readonly form: CheckoutForm }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4 space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('checkout.form.billingTitle')}</legend>
      <InputField {...checkoutFieldProps(form, 'billingStreet')} label={t('checkout.form.street')} required autoComplete="billing street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...checkoutFieldProps(form, 'billingPostalCode')} label={t('checkout.form.postalCode')} required autoComplete="billing postal-code" />
        <InputField {...checkoutFieldProps(form, 'billingCity')} label={t('checkout.form.city')} required autoComplete="billing address-level2" />
      </div>
      <CountrySelect form={form} field="billingCountry" label={t('checkout.form.country')} />
      <InputField {...checkoutFieldProps(form, 'billingCompanyName')} label={t('checkout.form.companyOptional')} autoComplete="billing organization" />
    </fieldset>
  );
};
