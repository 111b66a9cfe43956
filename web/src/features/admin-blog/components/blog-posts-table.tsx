import { useTranslation } from '../../../shared/translation/index.js';
import { Link } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { SECONDARY_BUTTON } from '../../../shared/buttons/buttons.js';
import { RowActions } from '../../../shared/admin/row-actions.js';
import type { AdminBlogPostJson } from '../remote/admin-blog-requests.js';
import { TableHead } from '../../../shared/table/table-head.js';

interface BlogPostsTableProps {
  readonly lang: Language;
  readonly posts: readonly AdminBlogPostJson[];
  readonly onDelete: (post: { readonly id: string; readonly title: string }) => void;
}

/** Title and slug in the page language (else the first language the post has), the shown date and the actions. */
export const BlogPostsTable = ({ lang, posts, onDelete }: BlogPostsTableProps) => {
  const { t, i18n } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <TableHead cells={(['title', 'slug', 'date', 'languages', 'actions'] as const).map((column) => t(`adminBlog.list.${column}`))} />
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => {
            const translation = post.translations.find((candidate) => candidate.language === lang) ?? post.translations[0];
            const title = translation?.title ?? post.id;
            return (
              <tr key={post.id}>
                <td className="px-4 py-3 font-medium text-slate-900">{title}</td>
                <td className="px-4 py-3 text-slate-600">{translation?.slug ?? ''}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{dateFormat.format(new Date(post.customPublishDate ?? post.publishedAt))}</td>
                <td className="px-4 py-3 text-slate-600 uppercase">{post.translations.map((candidate) => candidate.language).join(' ')}</td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-2">
                    {translation?.language === lang ? (
                      <Link to={paths.blogPost(lang, translation.slug)} className={SECONDARY_BUTTON}>
                        {t('adminBlog.list.view')}
                      </Link>
                    ) : null}
                    <RowActions
                      editTo={paths.adminBlogEdit(lang, post.id)}
                      editText={t('adminBlog.list.edit')}
                      editLabel={t('adminBlog.list.editNamed', { title })}
                      deleteText={t('adminBlog.list.delete')}
                      deleteLabel={t('adminBlog.list.deleteNamed', { title })}
                      onDelete={() => onDelete({ id: post.id, title })}
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
