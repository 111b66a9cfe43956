import { useTranslation } from '../../../shared/translation/index.js';
import type { OrderStatus } from '../remote/inbox-json.js';

const TONE: Readonly<Record<OrderStatus, string>> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  processing: 'bg-blue-100 text-blue-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  completed: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-red-100 text-red-900',
};

export const OrderStatusBadge = ({ status }: { readonly status: OrderStatus }) => {
  const { t } = useTranslation();
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`adminInbox.orderStatus.${status}`)}</span>;
};
