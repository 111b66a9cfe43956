import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { Tabs, type TabSpec } from '../../shared/tabs/index.js';
import { AddRedirectForm } from './components/add-redirect-form.js';
import { BulkImportPanel } from './components/bulk-import-panel.js';
import { RedirectRulesTable } from './components/redirect-rules-table.js';
import { RedirectTestPanel } from './components/redirect-test-panel.js';
import { useRedirectRules } from './hooks/use-redirect-rules.js';
import { REDIRECTS_EXPORT_URL } from './remote/redirect-requests.js';

type RedirectTab = 'add' | 'bulk' | 'test';

const RedirectManager = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [tab, setTab] = useState<RedirectTab>('add');
  const { rules, add, bulkImport, toggle, remove } = useRedirectRules(lang);
  const tabs: readonly TabSpec<RedirectTab>[] = [
    { id: 'add', label: t('adminRedirects.tabs.add') },
    { id: 'bulk', label: t('adminRedirects.tabs.bulk') },
    { id: 'test', label: t('adminRedirects.tabs.test') },
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminRedirects.title')}</h1>
        <p className="mt-2 text-slate-600">{t('adminRedirects.intro')}</p>
      </header>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <Tabs label={t('adminRedirects.title')} idPrefix="redirects" tabs={tabs} active={tab} onChange={setTab}>
          {tab === 'add' ? <AddRedirectForm lang={lang} add={add} /> : null}
          {tab === 'bulk' ? <BulkImportPanel lang={lang} bulkImport={bulkImport} /> : null}
          {tab === 'test' ? <RedirectTestPanel lang={lang} /> : null}
        </Tabs>
      </section>
      <section aria-labelledby="redirect-rules-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="redirect-rules-title" className="text-2xl font-semibold text-slate-900">
            {t('adminRedirects.table.title')}
          </h2>
          <a
            href={REDIRECTS_EXPORT_URL}
            download="_redirects"
            className="inline-flex justify-center rounded-md border border-blue-800 px-4 py-2 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {t('adminRedirects.export')}
          </a>
        </div>
        <RedirectRulesTable rules={rules} toggle={toggle} remove={remove} />
      </section>
    </div>
  );
};

/** `/{lang}/admin/redirects` and `/{lang}/redirect-manager`: the rules live on the server, which serves them; non-admins go home. */
export const RedirectManagerPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <RedirectManager />
  </RequireAdmin>
);
