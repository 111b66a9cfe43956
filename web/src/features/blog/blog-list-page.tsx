import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { BLOG_TEXTS } from '../../../../domain/blog/blog-texts.js';
import { useLanguage } from '../../app/use-language.js';
import { useToast } from '../../shared/toast/use-toast.js';
import { BlogCard, BlogCardSkeleton } from './components/blog-card.js';
import { useBlogPosts, type BlogCard as BlogCardData } from './remote/blog-posts.js';

const SKELETON_COUNT = 3;

interface BlogListPageProps {
  /** Admin-only controls above the grid ('New Post'); the admin feature passes them in. */
  readonly adminToolbar?: ReactNode;
  /** Admin-only controls on each card (the edit icon). */
  readonly adminCardActions?: (post: BlogCardData) => ReactNode;
}

/** `/{lang}/blog`: the posts as cards, 3 skeletons while loading, empty and error states. */
export const BlogListPage = ({ adminToolbar, adminCardActions }: BlogListPageProps = {}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { toast } = useToast();
  const posts = useBlogPosts(lang);
  useEffect(() => {
    if (posts.isError) toast({ title: t('blog.errorTitle'), description: BLOG_TEXTS.fetchPostsFailed[lang], variant: 'error', duration: 5000 });
  }, [posts.isError, lang, t, toast]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t('blog.title')}</h1>
          <p className="mt-2 text-lg text-slate-600">{t('blog.subtitle')}</p>
        </div>
        {adminToolbar}
      </div>
      {posts.isPending ? (
        <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('blog.loading')}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      ) : posts.isError ? (
        <div className="mt-10 rounded-xl bg-red-50 p-8 text-center" role="alert">
          <p className="font-semibold text-red-800">{BLOG_TEXTS.fetchPostsFailed[lang]}</p>
          <button type="button" onClick={() => void posts.refetch()} className="mt-4 rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
            {t('blog.retry')}
          </button>
        </div>
      ) : posts.data.length === 0 ? (
        <p className="mt-10 rounded-xl bg-slate-50 p-8 text-center text-slate-600">{t('blog.empty')}</p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} lang={lang} priority={index < 3} adminActions={adminCardActions?.(post)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
