import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { findBlogPostId, getAdminBlogPost } from '../remote/admin-blog-requests.js';
import { ADMIN_BLOG_KEY } from './use-save-blog-post.js';

/** Which post the edit path names: its id (`/admin/blog/{id}/edit`) or its slug in the language (`/blog/admin/{slug}/edit`). */
export type BlogPostRef = { readonly id: string } | { readonly slug: string };

/** Loads the post to edit; on failure says 'Blog post not found' or 'Failed to load blog post' and goes to the blog list. */
export const useBlogPostToEdit = (ref: BlogPostRef, lang: Language) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: [...ADMIN_BLOG_KEY, 'edit', 'id' in ref ? ref.id : `slug:${lang}:${ref.slug}`],
    queryFn: async ({ signal }) => getAdminBlogPost('id' in ref ? ref.id : await findBlogPostId(ref.slug, lang, signal), signal),
    gcTime: 0,
  });
  const failure = query.error;
  useEffect(() => {
    if (failure === null) return;
    const notFound = failure instanceof ApiError && (failure.status === 404 || failure.status === 400);
    toast({ title: t('adminBlog.toast.errorTitle'), description: notFound ? t('adminBlog.toast.notFound') : t('adminBlog.toast.loadFailed'), variant: 'error', duration: ERROR_TOAST_DURATION });
    void navigate(paths.blog(lang), { replace: true });
  }, [failure, lang, navigate, t, toast]);
  return query;
};
