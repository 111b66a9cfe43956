import { useTranslation } from '../translation/index.js';

/** The translation keys of one list's pager; `position` gets `{{page}}`, `{{pages}}` and `{{total}}`. */
export interface PagerTextKeys {
  readonly label: string;
  readonly previous: string;
  readonly next: string;
  readonly position: string;
}

interface PagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly textKeys: PagerTextKeys;
}

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Previous / next through the server's pages (each list names its own texts); hidden when everything fits on one page. */
export const Pager = ({ page, pageSize, total, onPage, textKeys }: PagerProps) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t(textKeys.label)} className="flex items-center justify-between gap-3 pt-3 text-sm text-slate-600">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(textKeys.previous)}
      </button>
      <span aria-live="polite">{t(textKeys.position, { page, pages, total })}</span>
      <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(textKeys.next)}
      </button>
    </nav>
  );
};
