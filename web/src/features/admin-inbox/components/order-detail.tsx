import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { RecordHistory } from '../../../shared/audit/index.js';
import { AddressCard } from '../../../shared/address/address-card.js';
import { useChangeOrderStatus } from '../hooks/use-inbox-queries.js';
import type { AdminOrderDetailJson } from '../remote/inbox-json.js';
import { formatDateTime } from './format-date.js';
import { OrderLines } from './order-lines.js';
import { OrderStatusBadge } from './order-status-badge.js';
import { OrderUnits } from './order-units.js';
import { VatCustomer } from './vat-customer.js';

/** One order: payment, the mark-paid action for a pending bank transfer, lines, customer, addresses and the status history. */
export const OrderDetail = ({ order, lang }: { readonly order: AdminOrderDetailJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const changeStatus = useChangeOrderStatus(lang);
  const canMarkPaid = order.status === 'pending' && order.paymentMethod === 'bank_transfer';
  const shipping = order.shippingAddress;
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{t('adminInbox.orders.status')}</dt>
        <dd data-testid="admin-order-status">
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt className="text-slate-600">{t('adminInbox.orders.placed')}</dt>
        <dd>{formatDateTime(order.createdAt, lang)}</dd>
        <dt className="text-slate-600">{t('adminInbox.orders.payment')}</dt>
        <dd>{t(`adminInbox.payment.${order.paymentMethod}`)}</dd>
        {order.structuredCommunication === null ? null : (
          <>
            <dt className="text-slate-600">{t('adminInbox.orders.communication')}</dt>
            <dd className="font-mono">{order.structuredCommunication}</dd>
          </>
        )}
        {order.paidAt === null ? null : (
          <>
            <dt className="text-slate-600">{t('adminInbox.orders.paidAt')}</dt>
            <dd>{formatDateTime(order.paidAt, lang)}</dd>
          </>
        )}
      </dl>
      {canMarkPaid ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
          <p className="text-amber-900">{t('adminInbox.orders.markPaidHelp')}</p>
          <button
            type="button"
            disabled={changeStatus.isPending}
            onClick={() => changeStatus.mutate({ id: order.id, status: 'paid' })}
            className="mt-2 rounded-md bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
          >
            {changeStatus.isPending ? t('adminInbox.orders.markingPaid') : t('adminInbox.orders.markPaid')}
          </button>
        </div>
      ) : null}
      <OrderLines order={order} lang={lang} />
      <OrderUnits units={order.units} lang={lang} />
      {order.documents.length === 0 ? null : (
        <ul className="space-y-1" aria-label={t('adminInbox.tabs.invoices')}>
          {order.documents.map((document) => (
            <li key={document.number} className="flex flex-wrap gap-3">
              <span className="font-medium">{document.kind === 'invoice' ? document.number : t('adminInbox.invoices.creditNoteNumber', { number: document.number })}</span>
              <a href={document.pdfUrl} download className="text-blue-800 underline" aria-label={t('adminInbox.invoices.pdfOf', { number: document.number })}>
                PDF
              </a>
              {document.ublUrl === null ? null : (
                <a href={document.ublUrl} download className="text-blue-800 underline" aria-label={t('adminInbox.invoices.ublOf', { number: document.number })}>
                  UBL
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-md border border-slate-200 p-4">
        <h3 className="mb-2 font-semibold text-slate-900">{t('adminInbox.orders.customer')}</h3>
        <p className="font-medium text-slate-900">{shipping.name}</p>
        <p>
          <a href={`mailto:${shipping.email}`} className="text-blue-800 underline">
            {shipping.email}
          </a>
        </p>
        <p>{shipping.phone}</p>
        <VatCustomer vat={order.vatDetail} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressCard title={t('order.shippingAddress')} address={shipping} headingLevel={3} />
        <AddressCard
          title={t('order.billingAddress')}
          address={order.billingAddress}
          headingLevel={3}
          after={order.billingAddress?.vatNumber == null ? null : <span className="block pt-1">{`${t('order.vatNumber')}: ${order.billingAddress.vatNumber}`}</span>}
        />
      </div>
      <section aria-labelledby="order-history-title">
        <h3 id="order-history-title" className="mb-2 font-semibold text-slate-900">
          {t('adminInbox.orders.history')}
        </h3>
        {order.statusHistory.length === 0 ? (
          <p className="text-slate-600">{t('adminInbox.orders.noHistory')}</p>
        ) : (
          <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
            {order.statusHistory.map((change) => (
              <li key={`${change.changedAt}-${change.toStatus}`}>
                <span className="font-medium">
                  {t(`adminInbox.orderStatus.${change.fromStatus}`)} → {t(`adminInbox.orderStatus.${change.toStatus}`)}
                </span>
                <span className="block text-slate-600">{t('adminInbox.orders.changedBy', { who: change.changedBy, when: formatDateTime(change.changedAt, lang) })}</span>
                {change.note === null ? null : <span className="block text-slate-700">{change.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
      {/* Every admin change of the order and its parts (lines, status changes, invoices) from the audit trail. */}
      <RecordHistory entity="orders" id={order.id} lang={lang} version={`${order.status}-${order.statusHistory.length}`} headingLevel={3} />
    </div>
  );
};
