import { useTranslation } from 'react-i18next';
import { DELIVERY_OPTIONS, type DeliveryOption, type DeliveryOptions as Offered } from '../../../../../domain/catalogue/product.js';

interface DeliveryOptionsProps {
  readonly offered: Offered;
  readonly value: DeliveryOption | null;
  readonly onChange: (option: DeliveryOption) => void;
}

/** The delivery options the product offers: crane truck, standard truck, self pickup (by appointment). */
export const DeliveryOptions = ({ offered, value, onChange }: DeliveryOptionsProps) => {
  const { t } = useTranslation();
  const options = DELIVERY_OPTIONS.filter((option) => offered[option]);
  if (options.length === 0) return <p className="text-sm text-slate-600">{t('product.delivery.none')}</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('product.delivery.legend')}</legend>
      {options.map((option) => (
        <label
          key={option}
          className={`flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
            value === option ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'
          }`}
        >
          <input
            type="radio"
            name="delivery-option"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="mt-1 h-4 w-4 accent-blue-700"
          />
          <span>
            <span className="block text-sm font-medium text-slate-900">{t(`product.delivery.${option}.label`)}</span>
            <span className="block text-xs text-slate-600">{t(`product.delivery.${option}.note`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
};
