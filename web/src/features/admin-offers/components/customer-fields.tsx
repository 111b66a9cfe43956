import { LANGUAGES } from '../../../../../domain/shared/language.js';
import { CHECKOUT_COUNTRIES } from '../../../../../domain/transport/transport-country.js';
import { CUSTOMER_KINDS } from '../../../../../domain/vat/vat-treatment.js';
import { InputField, SelectField } from '../../../shared/form/index.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { OfferCustomerValues } from '../form/offer-form-values.js';
import { fieldId, type OfferForm } from '../hooks/use-offer-form.js';
import { Section } from './section.js';

type TextField = Exclude<keyof OfferCustomerValues, 'country' | 'kind'>;

/** Who the offer is for: prefilled from the quote request, or typed for a customer who phoned. */
export const CustomerFields = ({ form }: { readonly form: OfferForm }) => {
  const { t } = useTranslation();
  const { customer } = form.values;
  const setCustomer = (change: Partial<OfferCustomerValues>) => form.update((values) => ({ ...values, customer: { ...values.customer, ...change } }));
  const text = (field: TextField, extra: { readonly type?: string; readonly autoComplete?: string; readonly required?: boolean } = {}) => (
    <InputField
      id={fieldId(`customer.${field}`)}
      label={t(`adminOffers.customer.${field}`)}
      value={customer[field]}
      error={form.errors[`customer.${field}`]}
      onValueChange={(value) => setCustomer({ [field]: value })}
      {...extra}
    />
  );
  return (
    <Section title={t('adminOffers.customer.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { autoComplete: 'off', required: true })}
        {text('email', { type: 'email', autoComplete: 'off', required: true })}
        {text('phone', { type: 'tel', autoComplete: 'off' })}
        <SelectField
          id={fieldId('language')}
          label={t('adminOffers.customer.language')}
          value={form.values.language}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`adminOffers.languages.${language}`) }))}
          error={form.errors['language']}
          onValueChange={(language) => form.update((values) => ({ ...values, language }))}
        />
        {text('street')}
        {text('postalCode')}
        {text('city')}
        <SelectField
          id={fieldId('customer.country')}
          label={t('adminOffers.customer.country')}
          value={customer.country}
          options={CHECKOUT_COUNTRIES.map((country) => ({ value: country, label: t(`adminOffers.countries.${country}`) }))}
          error={form.errors['customer.country']}
          onValueChange={(country) => setCustomer({ country })}
        />
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-700">{t('adminOffers.customer.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {CUSTOMER_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="offer-customer-kind" value={kind} checked={customer.kind === kind} onChange={() => setCustomer({ kind })} />
              {t(`adminOffers.customer.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {customer.kind === 'business' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('companyName', { required: true })}
          {text('vatNumber', { required: true })}
        </div>
      ) : null}
    </Section>
  );
};
