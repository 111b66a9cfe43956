import { useTranslation } from '../../../shared/translation/index.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../remote/place-order.js';

interface PaymentMethodChoiceProps {
  readonly value: PaymentMethod;
  readonly onChange: (method: PaymentMethod) => void;
}

/** Card payment through Stripe (default) or bank transfer with an invoice. */
export const PaymentMethodChoice = ({ value, onChange }: PaymentMethodChoiceProps) => {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <legend className="sr-only">{t('checkout.payment.title')}</legend>
      <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
        {t('checkout.payment.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
              value === method ? 'border-brand bg-blue-50' : 'border-slate-300 bg-white hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              aria-labelledby={`payment-${method}-label`}
              aria-describedby={`payment-${method}-hint`}
              className="mt-1 h-4 w-4"
            />
            <span>
              <span id={`payment-${method}-label`} className="block font-medium text-slate-900">
                {t(`checkout.payment.${method}.label`)}
              </span>
              <span id={`payment-${method}-hint`} className="block text-sm text-slate-600">
                {t(`checkout.payment.${method}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
