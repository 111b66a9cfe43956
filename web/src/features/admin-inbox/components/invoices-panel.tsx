import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { InputField } from '../../../shared/form/field.js';
import { formatMoney } from '../../../shared/money/format-money.js';
import { TableHead } from '../../../shared/table/table-head.js';
import { useInvoices, useResendInvoice } from '../hooks/use-inbox-queries.js';
import { quarterToDate } from '../period/quarter-to-date.js';

/** The Invoices tab: invoices and credit notes of a period, with their Peppol or email delivery and their PDF and UBL. */
export const InvoicesPanel = ({ lang }: { readonly lang: Language }) => {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => quarterToDate(new Date()));
  const invoices = useInvoices(period, lang);
  const resend = useResendInvoice(lang);
  const link = 'text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-600';
  return (
    <div className="space-y-6">
      <div className="grid max-w-md grid-cols-2 gap-4">
        <InputField id="invoices-from" label={t('adminInbox.invoices.from')} type="date" value={period.from} onValueChange={(from) => setPeriod((current) => ({ ...current, from }))} />
        <InputField id="invoices-to" label={t('adminInbox.invoices.to')} type="date" value={period.to} onValueChange={(to) => setPeriod((current) => ({ ...current, to }))} />
      </div>
      {invoices.isError ? <p role="alert" className="text-red-700">{t('adminInbox.invoices.error')}</p> : null}
      {invoices.isPending ? <p role="status">{t('adminInbox.invoices.loading')}</p> : null}
      {invoices.data !== undefined && invoices.data.items.length === 0 ? <p className="text-slate-600">{t('adminInbox.invoices.empty')}</p> : null}
      {invoices.data !== undefined && invoices.data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">{t('adminInbox.tabs.invoices')}</caption>
            <TableHead
              cells={[
                t('adminInbox.invoices.number'),
                t('adminInbox.invoices.date'),
                t('adminInbox.invoices.customer'),
                { label: t('adminInbox.invoices.net'), align: 'right' },
                { label: t('adminInbox.invoices.vat'), align: 'right' },
                { label: t('adminInbox.invoices.total'), align: 'right' },
                t('adminInbox.invoices.delivery'),
                t('adminInbox.invoices.files'),
              ]}
            />
            <tbody>
              {invoices.data.items.map((invoice) => (
                <tr key={invoice.number} className="border-t border-slate-100 align-top" data-testid="invoice-row">
                  <td className="px-3 py-2 font-medium">
                    {invoice.number}
                    {invoice.correctsNumber === null ? null : <span className="block text-xs text-slate-600">{t('adminInbox.invoices.creditNote', { number: invoice.correctsNumber })}</span>}
                  </td>
                  <td className="px-3 py-2">{invoice.issueDate}</td>
                  <td className="px-3 py-2">
                    {invoice.customerName}
                    {invoice.customerVatNumber === null ? null : <span className="block font-mono text-xs text-slate-600">{invoice.customerVatNumber}</span>}
                  </td>
                  <td className="px-3 py-2 text-right">{formatMoney(invoice.net, lang)}</td>
                  <td className="px-3 py-2 text-right">{formatMoney(invoice.vat, lang)}</td>
                  <td className="px-3 py-2 text-right font-medium">{formatMoney(invoice.total, lang)}</td>
                  <td className="px-3 py-2">{t(`adminInbox.invoices.peppol.${invoice.peppolState}`)}</td>
                  <td className="px-3 py-2 space-x-3 whitespace-nowrap">
                    <a href={invoice.pdfUrl} className={link} aria-label={t('adminInbox.invoices.pdfOf', { number: invoice.number })} download>
                      PDF
                    </a>
                    {invoice.ublUrl === null ? null : (
                      <a href={invoice.ublUrl} className={link} aria-label={t('adminInbox.invoices.ublOf', { number: invoice.number })} download>
                        UBL
                      </a>
                    )}
                    <button
                      type="button"
                      disabled={resend.isPending && resend.variables === invoice.number}
                      onClick={() => resend.mutate(invoice.number)}
                      aria-label={t('adminInbox.invoices.resendOf', { number: invoice.number })}
                      className="rounded-md border border-blue-800 px-2 py-0.5 text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-50"
                    >
                      {t('adminInbox.invoices.resend')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};
