import { useTranslation } from '../../../shared/translation/index.js';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../../../../../domain/forms/checkout-form.js';
import { checkoutFieldId } from '../hooks/use-checkout-form.js';
import { INPUT_CLASS } from './text-field.js';

interface CountrySelectProps {
  readonly field: 'country' | 'billingCountry';
  readonly label: string;
  readonly value: CheckoutCountry | '';
  readonly error: string | undefined;
  readonly onChange: (value: CheckoutCountry | '') => void;
  readonly onBlur: () => void;
}

const asCountry = (value: string): CheckoutCountry | '' => CHECKOUT_COUNTRIES.find((country) => country === value) ?? '';

/** Belgium, Germany or the Netherlands: the countries the shop delivers an order to. */
export const CountrySelect = ({ field, label, value, error, onChange, onBlur }: CountrySelectProps) => {
  const { t } = useTranslation();
  const id = checkoutFieldId(field);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
        <span aria-hidden="true" className="text-red-600"> *</span>
      </label>
      <select
        id={id}
        name={field}
        value={value}
        required
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
        className={`${INPUT_CLASS} ${error === undefined ? 'border-slate-300' : 'border-red-500'}`}
        onChange={(event) => onChange(asCountry(event.target.value))}
        onBlur={onBlur}
      >
        <option value="">{t('checkout.form.chooseCountry')}</option>
        {CHECKOUT_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`checkout.countries.${country}`)}
          </option>
        ))}
      </select>
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
};
