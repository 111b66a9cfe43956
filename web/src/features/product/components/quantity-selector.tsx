import { useId } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { canDecreaseQuantity, canIncreaseQuantity, clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../../../../domain/pricing/quantity.js';

interface QuantitySelectorProps {
  readonly value: number;
  readonly onChange: (quantity: number) => void;
}

const STEP_BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-blue-600';

/** Quantity 1..100 (domain clampQuantity); minus disabled at 1, plus at 100. */
export const QuantitySelector = ({ value, onChange }: QuantitySelectorProps) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-900">
        {t('product.quantity.label')}
      </label>
      <div className="flex items-center gap-2">
        <button type="button" className={STEP_BUTTON} aria-label={t('product.quantity.decrease')} disabled={!canDecreaseQuantity(value)} onClick={() => onChange(clampQuantity(value - 1))}>
          −
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => onChange(clampQuantity(event.target.value === '' ? Number.NaN : Number(event.target.value)))}
          className="h-10 w-20 rounded-md border border-slate-300 text-center focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        <button type="button" className={STEP_BUTTON} aria-label={t('product.quantity.increase')} disabled={!canIncreaseQuantity(value)} onClick={() => onChange(clampQuantity(value + 1))}>
          +
        </button>
      </div>
    </div>
  );
};
