import { useTranslation } from '../../../shared/translation/index.js';
import type { PaymentMethod } from '../remote/place-order.js';

/** What happens after the order, for the chosen way of paying. */
export const PaymentInfoBox = ({ method }: { readonly method: PaymentMethod }) => {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900" data-testid="payment-info">
      <p className="font-semibold">{t(`checkout.payment.${method}.infoTitle`)}</p>
      <p className="mt-1">{t(`checkout.payment.${method}.info`)}</p>
    </div>
  );
};
