import { useTranslation } from '../../../shared/translation/index.js';
import { SelectField } from '../../../shared/form/field.js';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import { checkoutFieldId, type CheckoutForm } from '../hooks/use-checkout-form.js';

/** Belgium, Germany or the Netherlands: the countries the shop delivers an order to. */
export const CountrySelect = ({ form, field, label }: { readonly form: CheckoutForm; readonly field: 'country' | 'billingCountry'; readonly label: string }) => {
  const { t } = useTranslation();
  const options: { readonly value: CheckoutCountry | ''; readonly label: string }[] = [
    { value: '', label: t('checkout.form.chooseCountry') },
    ...CHECKOUT_COUNTRIES.map((country) => ({ value: country, label: t(`checkout.countries.${country}`) })),
  ];
  return (
    <SelectField
      id={checkoutFieldId(field)}
      name={field}
      label={label}
      value={form.values[field]}
      options={options}
      error={form.errors[field]}
      required
      onValueChange={(value) => form.setValue(field, value)}
      onBlur={() => form.touch(field)}
    />
  );
};
