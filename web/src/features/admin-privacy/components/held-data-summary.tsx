import type { Language } from '../../../../../domain/shared/language.js';
import { EURO_LOCALES } from '../../../../../domain/pricing/format-euro.js';
import { useTranslation } from '../../../shared/translation/index.js';
import type { PersonalDataSummaryJson } from '../remote/privacy-requests.js';

const formatDay = (day: string, lang: Language): string => new Intl.DateTimeFormat(EURO_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** What the shop holds about the address, and the invoices kept through an erasure with the day they may go. */
export const HeldDataSummary = ({ summary, lang }: { readonly summary: PersonalDataSummaryJson; readonly lang: Language }) => {
  const { t } = useTranslation();
  const rows: readonly (readonly [string, string])[] = [
    [t('adminPrivacy.summary.account'), summary.hasAccount ? t(summary.isAdmin ? 'adminPrivacy.summary.adminAccount' : 'adminPrivacy.summary.yes') : t('adminPrivacy.summary.no')],
    [t('adminPrivacy.summary.orders'), String(summary.orders)],
    [t('adminPrivacy.summary.quotes'), String(summary.quotes)],
    [t('adminPrivacy.summary.messages'), t('adminPrivacy.summary.messagesWithFiles', { messages: summary.messages, files: summary.attachments })],
    [t('adminPrivacy.summary.offers'), String(summary.offers)],
    [t('adminPrivacy.summary.rentals'), String(summary.rentals)],
    [t('adminPrivacy.summary.emails'), String(summary.emails)],
  ];
  return (
    <section aria-labelledby="privacy-summary-title" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="privacy-summary-title" className="text-xl font-semibold text-slate-900">
        {t('adminPrivacy.summary.title', { email: summary.email })}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold text-slate-900">{t('adminPrivacy.summary.invoicesTitle')}</h3>
        {summary.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">{t('adminPrivacy.summary.noInvoices')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {summary.invoices.map((invoice) => (
              <li key={invoice.number}>{t('adminPrivacy.summary.invoiceKept', { number: invoice.number, until: formatDay(invoice.keptUntil, lang) })}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
