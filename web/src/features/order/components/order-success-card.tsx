import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import type { OrderConfirmation } from '../remote/order-confirmation.js';
import { AddressCard } from '../../../shared/address/address-card.js';
import { BankTransferDetails } from './bank-transfer-details.js';
import { OrderTotals } from './order-totals.js';

interface OrderSuccessCardProps {
  readonly order: OrderConfirmation;
  readonly lang: Language;
  /** A card payment whose confirmation is still being awaited. */
  readonly awaitingPayment: boolean;
}

const processingKey = (order: OrderConfirmation, awaitingPayment: boolean): string => {
  if (order.status === 'cancelled') return 'order.processing.cancelled';
  if (order.paymentMethod === 'bank_transfer') return 'order.processing.bankTransfer';
  if (order.paymentVerified) return 'order.processing.paid';
  return awaitingPayment ? 'order.processing.verifying' : 'order.processing.pending';
};

/** The placed order: number, addresses, totals, how to pay (bank transfer) and what happens next. */
export const OrderSuccessCard = ({ order, lang, awaitingPayment }: OrderSuccessCardProps) => {
  const { t } = useTranslation();
  const shipping = order.shippingAddress;
  return (
    <article className="space-y-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <header className="text-center">
        {order.status === 'cancelled' ? null : (
          <span aria-hidden="true" className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700">
            ✓
          </span>
        )}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('order.title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('order.orderNumber')}: <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
      </header>
      <p role="status" className={`rounded-md p-3 text-sm ${awaitingPayment || order.status === 'cancelled' ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`}>
        {t(processingKey(order, awaitingPayment))}
      </p>
      {order.paymentMethod === 'bank_transfer' && order.structuredCommunication !== undefined ? (
        <BankTransferDetails total={order.total} communication={order.structuredCommunication} lang={lang} />
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <AddressCard
          title={t('order.shippingAddress')}
          address={shipping}
          before={<span className="block font-medium text-slate-900">{shipping.name}</span>}
          after={
            <>
              <span className="block pt-1">{shipping.email}</span>
              <span className="block">{shipping.phone}</span>
            </>
          }
        />
        <AddressCard
          title={t('order.billingAddress')}
          address={order.billingAddress}
          after={
            order.billingAddress?.vatNumber == null ? null : (
              <span className="block pt-1">
                {t('order.vatNumber')}: {order.billingAddress.vatNumber}
              </span>
            )
          }
        />
      </div>
      <OrderTotals order={order} lang={lang} />
      <div className="text-center">
        <Link to={paths.home(lang)} className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-blue-900">
          {t('order.backHome')}
        </Link>
      </div>
    </article>
  );
};
