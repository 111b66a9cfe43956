import { useTranslation } from '../../../shared/translation/index.js';
import { InputField } from '../../../shared/form/field.js';
import type { CheckoutForm } from '../hooks/use-checkout-form.js';
import { BillingAddressFields } from './billing-address-fields.js';
import { CountrySelect } from './country-select.js';
import { checkoutFieldProps } from './checkout-field-props.js';
import { CustomerKindChoice } from './customer-kind-choice.js';
import { setPriceDisplay } from '../../../shared/vat/price-display.js';
import { priceDisplayOfCustomerKind } from '../form/customer-price-display.js';

/** The delivery and billing details of both checkouts. */
export const CheckoutFormFields = ({ form }: { readonly form: CheckoutForm }) => {
  const { t } = useTranslation();
  const { values, setValue } = form;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t('checkout.form.deliveryTitle')}
      </h2>
      <CustomerKindChoice
        value={values.customerKind}
        onChange={(kind) => {
          setValue('customerKind', kind);
          setPriceDisplay(priceDisplayOfCustomerKind(kind));
        }}
      />
      <div className="space-y-4">
        <InputField {...checkoutFieldProps(form, 'name')} label={t('checkout.form.name')} required autoComplete="name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField {...checkoutFieldProps(form, 'email')} label={t('checkout.form.email')} required type="email" autoComplete="email" />
          <InputField {...checkoutFieldProps(form, 'phone')} label={t('checkout.form.phone')} required type="tel" autoComplete="tel" />
        </div>
        {values.customerKind === 'business' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField {...checkoutFieldProps(form, 'companyName')} label={t('checkout.customer.companyName')} required autoComplete="organization" />
            <InputField {...checkoutFieldProps(form, 'vatNumber')} label={t('checkout.customer.vatNumber')} hint={t('checkout.customer.vatHint')} required />
          </div>
        ) : (
          <InputField {...checkoutFieldProps(form, 'companyName')} label={t('checkout.form.companyOptional')} autoComplete="organization" />
        )}
        <InputField {...checkoutFieldProps(form, 'street')} label={t('checkout.form.street')} required autoComplete="street-address" />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField {...checkoutFieldProps(form, 'postalCode')} label={t('checkout.form.postalCode')} required autoComplete="postal-code" />
          <InputField {...checkoutFieldProps(form, 'city')} label={t('checkout.form.city')} required autoComplete="address-level2" />
        </div>
        <CountrySelect form={form} field="country" label={t('checkout.form.country')} />
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="useAlternativeBillingAddress"
            className="h-4 w-4 rounded border-slate-300 text-brand"
            checked={values.useAlternativeBillingAddress}
            onChange={(event) => setValue('useAlternativeBillingAddress', event.target.checked)}
          />
          {t('checkout.form.useAlternativeBilling')}
        </label>
      </div>
      {values.useAlternativeBillingAddress ? <BillingAddressFields form={form} /> : null}
    </section>
  );
};
