import { useTranslation } from '../../shared/translation/index.js';
import { useParams } from 'react-router';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { RequireAdmin } from '../../shared/session/index.js';
import { AdminScreen } from '../../shared/admin/admin-screen.js';
import { LoadState } from '../../shared/admin/load-state.js';
import { BlogPostForm } from './components/blog-post-form.js';
import { blogFormOf } from './form/blog-form-values.js';
import { useBlogPostToEdit, type BlogPostRef } from './hooks/use-blog-post-to-edit.js';
import { useSaveBlogPost } from './hooks/use-save-blog-post.js';

const BlogPostEdit = ({ postRef }: { readonly postRef: BlogPostRef }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const post = useBlogPostToEdit(postRef, lang);
  const save = useSaveBlogPost(lang, post.data?.id ?? null);
  return (
    <AdminScreen title={t('adminBlog.editTitle')}>
      <LoadState isPending={post.isPending} isError={post.isError} onRetry={() => void post.refetch()}>
        {post.data === undefined ? null : <BlogPostForm key={post.data.id} mode="edit" initial={blogFormOf(post.data)} busy={save.isPending} onSubmit={(input) => save.mutateAsync(input)} />}
      </LoadState>
    </AdminScreen>
  );
};

/** `/{lang}/admin/blog/{id}/edit` and `/{lang}/blog/admin/{slug}/edit`: 'Edit Blog Post'; non-admins go to /{lang}/blog. */
export const BlogPostEditPage = () => {
  const { id, slug } = useParams();
  const postRef: BlogPostRef = id === undefined ? { slug: slug ?? '' } : { id };
  return (
    <RequireAdmin redirectTo={paths.blog}>
      <BlogPostEdit postRef={postRef} />
    </RequireAdmin>
  );
};
