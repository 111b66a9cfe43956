import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { Navigate, useParams } from 'react-router';
import { BLOG_TEXTS } from '../../../../domain/blog/blog-texts.js';
import { paths } from '../../app/paths.js';
import { useLanguage } from '../../app/use-language.js';
import { BackToBlogLink } from './components/back-to-blog-link.js';
import { PostArticle } from './components/post-article.js';
import { PostNotFound } from './components/post-not-found.js';
import { useBlogPost } from './remote/blog-post.js';
import { isMissingAnswer } from '../../shared/remote/missing-answer.js';
import { HydrateWhenVisible } from '../../shared/hydration/hydrate-when-visible.js';

/**
 * The containers under a post, below the fold: in their own chunk. A server-rendered page shows
 * the server's HTML of them until the chunk is there (then they hydrate, in their own task).
 */
const PostContainers = lazy(async () => ({ default: (await import('./components/post-containers.js')).PostContainers }));

const PostSkeleton = ({ label }: { readonly label: string }) => (
  <div role="status" aria-label={label} className="mt-6 space-y-4">
    <div className="aspect-[1200/630] animate-pulse rounded-xl bg-slate-200" />
    <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
    <div className="h-10 w-3/4 animate-pulse rounded bg-slate-200" />
    <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
    <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
  </div>
);

/**
 * `/{lang}/blog/{slug}`. When the server answers with the Dutch post (no translation with
 * this slug in the language) or with the post's own slug, the address is replaced by that one.
 */
export const BlogPostPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const slug = useParams().slug ?? '';
  const post = useBlogPost(lang, slug);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [slug]);
  useEffect(() => {
    if (post.data === undefined) return;
    document.title = post.data.title;
  }, [post.data]);
  if (post.isError && isMissingAnswer(post.error)) return <PostNotFound lang={lang} />;
  if (post.data !== undefined && (post.data.language !== lang || post.data.slug !== slug)) {
    return <Navigate replace to={paths.blogPost(post.data.language, post.data.slug)} />;
  }
  if (post.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <BackToBlogLink lang={lang} />
        <PostSkeleton label={t('blog.loadingPost')} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackToBlogLink lang={lang} />
      {post.isError ? (
        <div className="mt-10 rounded-xl bg-red-50 p-8 text-center" role="alert">
          <p className="font-semibold text-red-800">{BLOG_TEXTS.loadPostFailed[lang]}</p>
          <button type="button" onClick={() => void post.refetch()} className="mt-4 rounded-md bg-blue-800 px-5 py-2 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
            {t('blog.retry')}
          </button>
        </div>
      ) : (
        <>
          <PostArticle post={post.data} lang={lang} />
          <HydrateWhenVisible>
            <Suspense fallback={<div className="min-h-[28rem]" aria-busy="true" />}>
              <PostContainers lang={lang} />
            </Suspense>
          </HydrateWhenVisible>
        </>
      )}
    </div>
  );
};
