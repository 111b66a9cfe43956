import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { AuditEntryList, AuditPager, entityLabel, listAuditEntries, type AuditQuery } from '../../shared/audit/index.js';
import { ApiError } from '../../shared/remote/http.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { useTranslation } from '../../shared/translation/index.js';
import { AuditFilterForm } from './components/audit-filter-form.js';
import { useAuditParams, type AuditParams } from './hooks/use-audit-params.js';

const PAGE_SIZE = 50;
const FILTER_FIELDS = ['actor', 'entity', 'from', 'to'] as const;

const queryOf = (params: AuditParams): AuditQuery => ({
  ...(params.actor === '' ? {} : { actor: params.actor }),
  ...(params.entity === '' ? {} : { entity: params.entity }),
  ...(params.id === '' ? {} : { id: params.id }),
  ...(params.from === '' ? {} : { from: params.from }),
  ...(params.to === '' ? {} : { to: params.to }),
  page: params.page,
  pageSize: PAGE_SIZE,
});

const AuditView = () => {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { params, filter, clearRecord, reset, goToPage } = useAuditParams();
  const entries = useQuery({
    queryKey: ['admin', 'audit', 'list', params, lang],
    queryFn: ({ signal }) => listAuditEntries(queryOf(params), lang, signal),
    placeholderData: keepPreviousData,
  });
  const fieldErrors = entries.error instanceof ApiError ? entries.error.fieldErrors : [];
  const errors = Object.fromEntries(FILTER_FIELDS.flatMap((name) => fieldErrors.filter((error) => error.field === name).map((error) => [name, error.message])));
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{t('adminAudit.title')}</h1>
        <p className="mt-2 text-slate-600">{t('adminAudit.intro')}</p>
      </header>
      <AuditFilterForm
        key={`${params.actor}|${params.entity}|${params.from}|${params.to}`}
        current={params}
        errors={errors}
        onFilter={filter}
        onReset={reset}
      />
      {params.id === '' ? null : (
        <p className="flex flex-wrap items-center gap-3 rounded-md bg-blue-50 p-3 text-sm text-blue-900">
          {t('adminAudit.filters.record', { id: params.id, entity: entityLabel(t, i18n, params.entity) })}
          <button type="button" onClick={clearRecord} className="text-blue-800 underline">
            {t('adminAudit.filters.clearRecord')}
          </button>
        </p>
      )}
      {entries.isPending ? (
        <p role="status" aria-busy="true" className="py-10 text-center text-slate-600">
          {t('adminAudit.loading')}
        </p>
      ) : entries.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700">
          <p>{fieldErrors.length > 0 ? entries.error.message : t('adminAudit.loadError')}</p>
          {fieldErrors.length > 0 ? null : (
            <button type="button" onClick={() => void entries.refetch()} className="mt-3 underline">
              {t('adminAudit.retry')}
            </button>
          )}
        </div>
      ) : entries.data.items.length === 0 ? (
        <p className="py-10 text-center text-slate-600">{t('adminAudit.empty')}</p>
      ) : (
        <section aria-label={t('adminAudit.title')} className="space-y-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('adminAudit.count', { count: entries.data.total })}
          </p>
          <AuditEntryList entries={entries.data.items} lang={lang} showRecord />
          <AuditPager page={entries.data.page} pageSize={entries.data.pageSize} total={entries.data.total} onPage={goToPage} />
        </section>
      )}
    </div>
  );
};

/** `/{lang}/admin/audit`: who changed what and when, filtered by person, record type and period; non-admins go home. */
export const AuditPage = () => (
  <RequireAdmin redirectTo={paths.home}>
    <AuditView />
  </RequireAdmin>
);
