import { useTranslation } from '../../../shared/translation/index.js';
import { canDecreaseQuantity, canIncreaseQuantity } from '../../../../../domain/pricing/quantity.js';

interface QuantityStepperProps {
  readonly quantity: number;
  readonly productTitle: string;
  readonly disabled: boolean;
  readonly onChange: (quantity: number) => void;
}

const BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Minus / plus for one cart line: never below 1, never above 100 (the domain's limits). */
export const QuantityStepper = ({ quantity, productTitle, disabled, onChange }: QuantityStepperProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t('cart.line.quantityFor', { title: productTitle })}>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.line.decrease')}
        disabled={disabled || !canDecreaseQuantity(quantity)}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="min-w-8 text-center font-medium tabular-nums" aria-live="polite" data-testid="line-quantity">
        {quantity}
      </span>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('cart.line.increase')}
        disabled={disabled || !canIncreaseQuantity(quantity)}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
};
