import { useId } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { DELIVERY_OPTIONS, type DeliveryOption, type DeliveryOptions as Offered } from '../../../../../domain/catalogue/product.js';

interface DeliveryOptionsProps {
  readonly offered: Offered;
  readonly value: DeliveryOption | null;
  readonly onChange: (option: DeliveryOption) => void;
}

/** The delivery options the product offers: crane truck, standard truck, self pickup (by appointment). */
export const DeliveryOptions = ({ offered, value, onChange }: DeliveryOptionsProps) => {
  const { t } = useTranslation();
  const noteId = useId();
  const options = DELIVERY_OPTIONS.filter((option) => offered[option]);
  if (options.length === 0) return <p className="text-sm text-slate-600">{t('product.delivery.none')}</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('product.delivery.legend')}</legend>
      {options.map((option) => (
        <div
          key={option}
          className={`rounded-lg border-2 p-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 ${
            value === option ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white'
          }`}
        >
          <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
            <input
              type="radio"
              name="delivery-option"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-describedby={`${noteId}-${option}`}
              className="h-4 w-4 accent-blue-700"
            />
            {t(`product.delivery.${option}.label`)}
          </label>
          <p id={`${noteId}-${option}`} className="mt-0.5 pl-7 text-xs text-slate-600">
            {t(`product.delivery.${option}.note`)}
          </p>
        </div>
      ))}
    </fieldset>
  );
};
