import { useTranslation } from '../../../shared/translation/index.js';

/** What the shop stores in the browser: the names are technical, purpose and duration come from the catalog (Dutch body). */
const COOKIES = [
  { name: 'cookie-consent', key: 'consent', category: 'necessary' },
  { name: 'cart-id', key: 'cart', category: 'necessary' },
  { name: 'session', key: 'session', category: 'necessary' },
  { name: 'signed-in', key: 'signedIn', category: 'necessary' },
  { name: '_ga, _ga_*', key: 'analytics', category: 'analytics' },
  { name: '_gcl_au', key: 'marketing', category: 'marketing' },
] as const;

/** The list of cookies and browser storage, as a table that scrolls sideways on a phone. */
export const CookieTable = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cookie-table-title" className="mb-10">
      <h2 id="cookie-table-title" className="text-2xl font-semibold text-slate-900">
        {t('policies.cookies.table.title')}
      </h2>
      <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-labelledby="cookie-table-title">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">{t('policies.cookies.table.name')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('policies.cookies.table.category')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('policies.cookies.table.purpose')}</th>
              <th scope="col" className="px-4 py-3 font-semibold">{t('policies.cookies.table.duration')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-700">
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <td className="px-4 py-3 font-mono text-xs">{cookie.name}</td>
                <td className="px-4 py-3">{t(`policies.cookies.table.categories.${cookie.category}`)}</td>
                <td className="px-4 py-3" lang="nl">{t(`policies.cookies.table.rows.${cookie.key}.purpose`)}</td>
                <td className="px-4 py-3" lang="nl">{t(`policies.cookies.table.rows.${cookie.key}.duration`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
