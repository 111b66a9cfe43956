import { useTranslation } from '../../../shared/translation/index.js';
import type { ErasureReportJson } from '../remote/privacy-requests.js';

const COUNTS = ['account', 'ordersAnonymised', 'quotes', 'messages', 'attachments', 'emails', 'offersAnonymised', 'rentalsAnonymised', 'auditRecordsRedacted'] as const;

/** What an erasure did, and what it kept. */
export const ErasureReport = ({ report }: { readonly report: ErasureReportJson }) => {
  const { t } = useTranslation();
  return (
    <section role="status" aria-labelledby="privacy-erased-title" className="space-y-2 rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
      <h2 id="privacy-erased-title" className="text-lg font-semibold">
        {t('adminPrivacy.erased.title', { email: report.email })}
      </h2>
      <ul className="list-disc pl-5">
        {COUNTS.filter((name) => report.counts[name] > 0).map((name) => (
          <li key={name}>{t(`adminPrivacy.erased.${name}`, { count: report.counts[name] })}</li>
        ))}
      </ul>
      <p>{t('adminPrivacy.erased.invoicesKept', { count: report.invoicesKept })}</p>
      {report.failedFiles > 0 ? <p className="text-red-700">{t('adminPrivacy.erased.failedFiles', { count: report.failedFiles })}</p> : null}
    </section>
  );
};
