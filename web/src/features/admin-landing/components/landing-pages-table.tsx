import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { RowActions } from '../../../shared/admin/row-actions.js';
import type { AdminLandingPageSummaryJson } from '../remote/admin-landing-requests.js';
import { TableHead } from '../../../shared/table/table-head.js';

interface LandingPagesTableProps {
  readonly lang: Language;
  readonly pages: readonly AdminLandingPageSummaryJson[];
  readonly toggling: boolean;
  readonly onTogglePublished: (page: AdminLandingPageSummaryJson) => void;
  readonly onDelete: (page: { readonly id: string; readonly title: string }) => void;
}

const titleOf = (page: AdminLandingPageSummaryJson, lang: Language): string =>
  (page.translations.find((translation) => translation.language === lang) ?? page.translations[0])?.title ?? page.slug;

/** Title, Slug, Visibility, Menu Section, Status (the Published/Draft switch) and Actions. */
export const LandingPagesTable = ({ lang, pages, toggling, onTogglePublished, onDelete }: LandingPagesTableProps) => {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <TableHead cells={(['title', 'slug', 'visibility', 'menuSection', 'status', 'actions'] as const).map((column) => t(`adminLanding.columns.${column}`))} />
        <tbody className="divide-y divide-slate-100">
          {pages.map((page) => {
            const title = titleOf(page, lang);
            return (
              <tr key={page.id}>
                <td className="px-4 py-3 font-medium text-slate-900">{title}</td>
                <td className="px-4 py-3 text-slate-600">{page.slug}</td>
                <td className="px-4 py-3 text-slate-600">{t(`adminLanding.visibility.${page.visibility}`)}</td>
                <td className="px-4 py-3 text-slate-600">{t(`adminLanding.menuSections.${page.menuSection ?? 'none'}`)}</td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={page.isPublished}
                    aria-label={t('adminLanding.list.publishedNamed', { title })}
                    disabled={toggling}
                    onClick={() => onTogglePublished(page)}
                    className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 ${
                      page.isPublished ? 'bg-green-100 text-green-800 hover:bg-green-200' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
                    }`}
                  >
                    <span aria-hidden="true" className={`h-2 w-2 rounded-full ${page.isPublished ? 'bg-green-600' : 'bg-slate-400'}`} />
                    {page.isPublished ? t('adminLanding.status.published') : t('adminLanding.status.draft')}
                  </button>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    <RowActions
                      editTo={paths.adminLandingPageEdit(lang, page.id)}
                      editText={t('adminLanding.list.edit')}
                      editLabel={t('adminLanding.list.editNamed', { title })}
                      deleteText={t('adminLanding.list.delete')}
                      deleteLabel={t('adminLanding.list.deleteNamed', { title })}
                      onDelete={() => onDelete({ id: page.id, title })}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
