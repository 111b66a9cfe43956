import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField, SelectField } from '../../../shared/form/index.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { InboxNavigation } from '../hooks/use-inbox-params.js';
import { useOrder, useOrders } from '../hooks/use-inbox-queries.js';
import { ORDER_STATUSES, type AdminOrderSummaryJson } from '../remote/inbox-json.js';
import { ordersExportUrl } from '../remote/inbox-requests.js';
import { formatDateTime } from './format-date.js';
import type { InboxColumn } from './inbox-table.js';
import { ListWithDetail } from './list-with-detail.js';
import { OrderDetail } from './order-detail.js';
import { OrderStatusBadge } from './order-status-badge.js';

/** The Orders tab: status filter, CSV export by date range, the paged list and the open order. */
export const OrdersPanel = ({ lang, navigation }: { readonly lang: Language; readonly navigation: InboxNavigation }) => {
  const { t } = useTranslation();
  const { params } = navigation;
  const [range, setRange] = useState({ from: '', to: '' });
  const orders = useOrders({ page: params.page, status: params.status }, lang);
  const order = useOrder(params.id, lang);
  const statusOptions = [{ value: '', label: t('adminInbox.orders.allStatuses') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`adminInbox.orderStatus.${status}`) }))];
  const columns: readonly InboxColumn<AdminOrderSummaryJson>[] = [
    { header: t('adminInbox.orders.number'), cell: (item) => `#${item.orderNumber}` },
    { header: t('adminInbox.orders.placed'), cell: (item) => formatDateTime(item.createdAt, lang) },
    { header: t('adminInbox.orders.customer'), cell: (item) => <span className="break-all">{item.customerName}<span className="block text-slate-600">{item.customerEmail}</span></span> },
    { header: t('adminInbox.orders.payment'), cell: (item) => t(`adminInbox.payment.${item.paymentMethod}`) },
    { header: t('adminInbox.orders.status'), cell: (item) => <OrderStatusBadge status={item.status} /> },
    { header: t('adminInbox.orders.total'), cell: (item) => formatMoney(item.total, lang) },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr] md:items-end">
        <SelectField label={t('adminInbox.orders.filter')} value={params.status} options={statusOptions} onValueChange={navigation.filter} />
        <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="sr-only">{t('adminInbox.orders.exportLegend')}</legend>
          <InputField label={t('adminInbox.orders.from')} type="date" value={range.from} onValueChange={(from) => setRange((current) => ({ ...current, from }))} />
          <InputField label={t('adminInbox.orders.to')} type="date" value={range.to} onValueChange={(to) => setRange((current) => ({ ...current, to }))} />
          <a
            href={ordersExportUrl(range)}
            download="orders.csv"
            className="inline-flex justify-center rounded-md border border-blue-800 px-4 py-2 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('adminInbox.orders.export')}
          </a>
        </fieldset>
      </div>
      <ListWithDetail
        caption={t('adminInbox.tabs.orders')}
        list={orders}
        columns={columns}
        empty={params.status === '' ? t('adminInbox.orders.empty') : t('adminInbox.orders.emptyFiltered')}
        openLabel={(item) => t('adminInbox.orders.open', { number: item.orderNumber })}
        detail={order}
        detailTitle={order.data === undefined ? t('adminInbox.orders.detailTitle') : t('adminInbox.orders.title', { number: order.data.orderNumber })}
        navigation={navigation}
      >
        {(detail) => <OrderDetail order={detail} lang={lang} />}
      </ListWithDetail>
    </div>
  );
};
