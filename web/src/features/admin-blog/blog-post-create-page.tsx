import { useTranslation } from '../../shared/translation/index.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { BlogPostForm } from './components/blog-post-form.js';
import { emptyBlogForm } from './form/blog-form-values.js';
import { useSaveBlogPost } from './hooks/use-save-blog-post.js';

const BlogPostCreate = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const save = useSaveBlogPost(lang, null);
  return (
    <AdminScreen title={t('adminBlog.createTitle')}>
      <BlogPostForm mode="create" initial={emptyBlogForm()} busy={save.isPending} onSubmit={(input) => save.mutateAsync(input)} />
    </AdminScreen>
  );
};

/** `/{lang}/blog/admin/new` and `/{lang}/admin/blog/new`: 'Create Blog Post'; non-admins go to /{lang}/blog. */
export const BlogPostCreatePage = () => (
  <RequireAdmin redirectTo={paths.blog}>
    <BlogPostCreate />
  </RequireAdmin>
);
