import { useTranslation } from '../../../shared/translation/index.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { AdminOrderDetailJson } from '../remote/inbox-json.js';
import { TableHead } from '../../../shared/table/table-head.js';

/** The ordered lines as the server priced them, then subtotal, VAT per rate as decided with the order, total and the legal mention. */
export const OrderLines = ({ order, lang }: { readonly order: AdminOrderDetailJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full min-w-[520px] text-left text-sm">
        <caption className="sr-only">{t('adminInbox.orders.lines')}</caption>
        <TableHead
          cells={[
            t('adminInbox.orders.product'),
            { label: t('adminInbox.orders.quantity'), align: 'right' },
            { label: t('adminInbox.orders.unitPrice'), align: 'right' },
            t('adminInbox.orders.transport'),
            { label: t('adminInbox.orders.lineTotal'), align: 'right' },
          ]}
        />
        <tbody>
          {order.items.map((item, index) => (
            <tr key={`${item.productTitle}-${index}`} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2">
                <span className="block font-medium text-slate-900">{item.productTitle}</span>
                {/* A line of an order made from an offer that is no container (a modification, the transport) has no condition. */}
                {item.condition === null ? null : (
                  <span className="block text-slate-600">
                    {CONDITION_LABELS[item.condition][lang]} · {t(`product.colour.${item.colorType}`)}
                    {item.ralColor === null ? '' : ` RAL ${item.ralColor}`}
                  </span>
                )}
              </td>
              <td className="px-3 py-2 text-right">{item.quantity}</td>
              <td className="px-3 py-2 text-right">{formatMoney(item.unitPrice, lang)}</td>
              <td className="px-3 py-2">
                {t(`cart.transport.${item.transportType}`)} · {formatMoney(item.transportPrice, lang)}
              </td>
              <td className="px-3 py-2 text-right font-medium">{formatMoney(item.lineTotal, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-200">
          <tr>
            <th scope="row" colSpan={4} className="px-3 py-1 text-right font-normal text-slate-600">{t('adminInbox.orders.subtotal')}</th>
            <td className="px-3 py-1 text-right">{formatMoney(order.subtotal, lang)}</td>
          </tr>
          {order.vatDetail.breakdown.map((row) => (
            <tr key={`${row.category}-${row.ratePercent}`}>
              <th scope="row" colSpan={4} className="px-3 py-1 text-right font-normal text-slate-600">
                {t('adminInbox.orders.vat', { rate: row.ratePercent })} ({row.category})
              </th>
              <td className="px-3 py-1 text-right">{formatMoney(row.vat, lang)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={4} className="px-3 py-1 text-right font-semibold">{t('adminInbox.orders.total')}</th>
            <td className="px-3 py-1 text-right font-bold" data-testid="admin-order-total">{formatMoney(order.total, lang)}</td>
          </tr>
        </tfoot>
      </table>
      {order.vatDetail.mention === null ? null : (
        <p className="whitespace-pre-line border-t border-slate-200 px-3 py-2 font-medium text-slate-800" data-testid="admin-order-vat-mention">
          {order.vatDetail.mention}
        </p>
      )}
    </div>
  );
};
