import { useState } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { Link } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { PRIMARY_BUTTON } from '../../shared/buttons/buttons.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { ConfirmDialog } from '../../shared/admin/confirm-dialog.js';
import { LoadState } from '../../shared/admin/load-state.js';
import { BlogPostsTable } from './components/blog-posts-table.js';
import { useAdminBlogPosts } from './hooks/use-admin-blog-posts.js';

const BlogAdminList = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { posts, remove } = useAdminBlogPosts(lang);
  const [deleting, setDeleting] = useState<{ readonly id: string; readonly title: string } | null>(null);
  const items = posts.data ?? [];
  return (
    <AdminScreen
      title={t('adminBlog.listTitle')}
      actions={
        <Link to={paths.adminBlogNew(lang)} className={PRIMARY_BUTTON}>
          {t('adminBlog.newPost')}
        </Link>
      }
    >
      <LoadState isPending={posts.isPending} isError={posts.isError} onRetry={() => void posts.refetch()}>
        {items.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-600">{t('adminBlog.list.empty')}</p>
        ) : (
          <BlogPostsTable lang={lang} posts={items} onDelete={setDeleting} />
        )}
      </LoadState>
      {deleting === null ? null : (
        <ConfirmDialog
          title={t('adminBlog.delete.title')}
          text={t('adminBlog.delete.text', { title: deleting.title })}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
    </AdminScreen>
  );
};

/** `/{lang}/admin/blog`: every post with edit and delete; non-admins go to the admin sign-in. */
export const BlogAdminListPage = () => (
  <RequireAdmin redirectTo={paths.admin}>
    <BlogAdminList />
  </RequireAdmin>
);
