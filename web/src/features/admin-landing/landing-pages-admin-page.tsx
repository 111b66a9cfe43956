import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { PRIMARY_BUTTON } from '../../shared/buttons/buttons.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { ConfirmDialog } from '../../shared/admin/confirm-dialog.js';
import { LoadState } from '../../shared/admin/load-state.js';
import { LandingListFilters } from './components/landing-list-filters.js';
import { LandingPagesTable } from './components/landing-pages-table.js';
import { isVisibilityFilter, type VisibilityFilter } from './form/landing-options.js';
import { useLandingPages } from './hooks/use-landing-pages.js';

const LandingPagesAdmin = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const requested = params.get('visibility');
  const visibility: VisibilityFilter = isVisibilityFilter(requested) ? requested : 'all';
  const { pages, togglePublished, remove } = useLandingPages({ search, visibility }, lang);
  const [deleting, setDeleting] = useState<{ readonly id: string; readonly title: string } | null>(null);
  const setFilter = (name: 'search' | 'visibility', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const items = pages.data ?? [];
  return (
    <AdminScreen
      title={t('adminLanding.listTitle')}
      actions={
        <Link to={paths.adminLandingPageNew(lang)} className={PRIMARY_BUTTON}>
          {t('adminLanding.newPage')}
        </Link>
      }
    >
      <LandingListFilters search={search} visibility={visibility} onSearch={(value) => setFilter('search', value, '')} onVisibility={(value) => setFilter('visibility', value, 'all')} />
      <LoadState isPending={pages.isPending} isError={pages.isError} onRetry={() => void pages.refetch()}>
        {items.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{t('adminLanding.list.empty')}</p>
        ) : (
          <LandingPagesTable lang={lang} pages={items} toggling={togglePublished.isPending} onTogglePublished={(page) => togglePublished.mutate({ id: page.id, isPublished: !page.isPublished })} onDelete={setDeleting} />
        )}
      </LoadState>
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('adminLanding.delete.title')}
          text={t('adminLanding.delete.text')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </AdminScreen>
  );
};

/** `/{lang}/admin/landing-pages`: 'Landing Pages' with search, visibility filter and the table; non-admins go to the admin sign-in. */
export const LandingPagesAdminPage = () => (
  <RequireAdmin redirectTo={paths.admin}>
    <LandingPagesAdmin />
  </RequireAdmin>
);
