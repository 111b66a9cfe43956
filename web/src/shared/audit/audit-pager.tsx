import { useTranslation } from '../translation/index.js';

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Newer / older through the trail's pages; hidden when everything fits on one. */
export const AuditPager = ({ page, pageSize, total, onPage }: { readonly page: number; readonly pageSize: number; readonly total: number; readonly onPage: (page: number) => void }) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminAudit.pager.label')} className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-600">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminAudit.pager.newer')}
      </button>
      <span aria-live="polite">{t('adminAudit.pager.position', { page, pages })}</span>
      <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminAudit.pager.older')}
      </button>
    </nav>
  );
};
