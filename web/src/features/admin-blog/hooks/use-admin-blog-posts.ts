import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { failureText, messageIn } from '../../../shared/remote/localized-message.js';
import { refreshPublicContent } from '../../../shared/remote/public-content-keys.js';
import { deleteBlogPost } from '../remote/admin-blog-requests.js';
import { listAdminBlogPosts } from '../../../shared/admin/list-admin-blog-posts.js';
import { ADMIN_BLOG_KEY } from './use-save-blog-post.js';

/** Every post with all its translations, and deleting one. */
export const useAdminBlogPosts = (lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const posts = useQuery({ queryKey: [...ADMIN_BLOG_KEY, 'list'], queryFn: ({ signal }) => listAdminBlogPosts(signal) });
  const remove = useMutation({
    mutationFn: (id: string) => deleteBlogPost(id, lang),
    onSuccess: (answer) => toast({ title: answer === undefined ? t('adminBlog.toast.deleted') : messageIn(answer, lang) }),
    onError: (error) => toast({ title: t('adminBlog.toast.errorTitle'), description: failureText(error, t('adminBlog.toast.deleteFailed')), variant: 'error', duration: ERROR_TOAST_DURATION }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }), refreshPublicContent(client, 'blog')]),
  });
  return { posts, remove };
};
