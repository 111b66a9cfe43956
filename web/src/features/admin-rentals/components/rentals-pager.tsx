import { useTranslation } from '../../../shared/translation/index.js';

interface RentalsPagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous / next through the server's pages; hidden when every contract fits on one page. */
export const RentalsPager = ({ page, pageSize, total, onPage }: RentalsPagerProps) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('adminRentals.pager.label')} className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-600">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminRentals.pager.previous')}
      </button>
      <span aria-live="polite">{t('adminRentals.pager.position', { page, pages, total })}</span>
      <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminRentals.pager.next')}
      </button>
    </nav>
  );
};
