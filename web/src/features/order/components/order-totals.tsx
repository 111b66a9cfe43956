import { useTranslation } from '../../../shared/translation/index.js';
import { CONDITION_LABELS } from '../../../../../domain/pricing/condition-label.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import type { OrderConfirmation } from '../remote/order-confirmation.js';
import { VatMention, VatRows } from '../../../shared/vat/vat-rows.js';

/** The ordered lines and the server's subtotal, VAT per rate, total, and the VAT number and mention of a business order. */
export const OrderTotals = ({ order, lang }: { readonly order: OrderConfirmation; readonly lang: Language }) => {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <ul className="divide-y divide-slate-100 text-sm">
        {order.items.map((item, index) => (
          <li key={`${item.productTitle}-${index}`} className="flex justify-between gap-4 py-2 first:pt-0">
            <span>
              <span className="block font-medium text-slate-900">{item.productTitle}</span>
              <span className="block text-slate-600">
                {item.condition === null ? '' : `${CONDITION_LABELS[item.condition][lang]} · `}
                {t('order.quantity', { count: item.quantity })}
              </span>
            </span>
            <span className="font-medium text-slate-900">{formatMoney(item.lineTotal, lang)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('order.subtotal')}</dt>
          <dd className="font-medium">{formatMoney(order.subtotal, lang)}</dd>
        </div>
        <VatRows breakdown={order.vatDetail.breakdown} lang={lang} />
        <div className="flex justify-between gap-4 text-base">
          <dt className="font-semibold">{t('order.total')}</dt>
          <dd className="font-bold" data-testid="order-total">
            {formatMoney(order.total, lang)}
          </dd>
        </div>
      </dl>
      {order.vatDetail.vatNumber === null ? null : (
        <p className="mt-2 text-sm text-slate-700">
          {order.vatDetail.companyName ?? ''} · {t('order.vatNumber')}: {order.vatDetail.vatNumber}
        </p>
      )}
      <div className="mt-2">
        <VatMention mention={order.vatDetail.mention} />
      </div>
      {[...(order.invoice == null ? [] : [{ document: order.invoice, label: t('order.invoice', { number: order.invoice.number }) }]),
        ...(order.creditNotes ?? []).map((note) => ({ document: note, label: t('order.creditNote', { number: note.number }) }))].map(({ document, label }) => (
        <p key={document.number} className="mt-3 flex flex-wrap gap-3 text-sm" data-testid="order-document">
          <span className="font-medium text-slate-900">{label}</span>
          <a href={document.pdfUrl} download className="text-blue-800 underline">
            {t('order.downloadPdf')}
          </a>
          {document.ublUrl === null ? null : (
            <a href={document.ublUrl} download className="text-blue-800 underline">
              {t('order.downloadUbl')}
            </a>
          )}
        </p>
      ))}
    </div>
  );
};
