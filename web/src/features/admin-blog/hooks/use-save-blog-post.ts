import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/translation/index.js';
import { useNavigate } from 'react-router';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';
import { failureText, messageIn } from '../../../shared/remote/localized-message.js';
import { refreshPublicContent } from '../../../shared/remote/public-content-keys.js';
import { createBlogPost, updateBlogPost, type BlogPostInputJson } from '../remote/admin-blog-requests.js';

export const ADMIN_BLOG_KEY = ['admin', 'blog'] as const;

/**
 * Create: 'Success' / 'Blog post created successfully', then /{lang}/blog. Update: 'Blog post updated
 * successfully', then the post in the current language. Failures: the spec's 'Failed to … blog post'
 * (field errors stay on the form, which shows them).
 */
export const useSaveBlogPost = (lang: Language, postId: string | null) => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const failed = (fallback: string) => (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) return;
    toast({ title: t('adminBlog.toast.errorTitle'), description: failureText(error, fallback), variant: 'error', duration: ERROR_TOAST_DURATION });
  };
  return useMutation({
    mutationFn: (input: BlogPostInputJson) => (postId === null ? createBlogPost(input, lang) : updateBlogPost(postId, input, lang)),
    onSuccess: async (saved) => {
      await Promise.all([client.invalidateQueries({ queryKey: ADMIN_BLOG_KEY }), refreshPublicContent(client, 'blog')]);
      if (postId === null) {
        toast({ title: t('adminBlog.toast.successTitle'), description: messageIn(saved, lang) });
        await navigate(paths.blog(lang));
        return;
      }
      toast({ title: messageIn(saved, lang) });
      const slug = saved.post.translations.find((translation) => translation.language === lang)?.slug;
      await navigate(slug === undefined ? paths.blog(lang) : paths.blogPost(lang, slug));
    },
    onError: failed(postId === null ? t('adminBlog.toast.createFailed') : t('adminBlog.toast.updateFailed')),
  });
};
