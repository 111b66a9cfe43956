import { useTranslation } from '../../../shared/translation/index.js';
import type { RentalInvoiceStatus } from '../remote/rental-json.js';

const TONE: Readonly<Record<RentalInvoiceStatus, string>> = {
  paid: 'bg-green-100 text-green-900',
  open: 'bg-slate-100 text-slate-900',
  overdue: 'bg-red-100 text-red-900',
  credited: 'bg-blue-100 text-blue-900',
};

export const InvoiceStatusBadge = ({ status }: { readonly status: RentalInvoiceStatus }) => {
  const { t } = useTranslation();
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`adminRentals.invoiceStatus.${status}`)}</span>;
};
