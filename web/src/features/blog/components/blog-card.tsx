import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { SmartImage } from '../../../shared/image/smart-image.js';
import type { BlogCard as BlogCardData } from '../remote/blog-posts.js';
import { BlogDateLine } from './blog-date-line.js';

/**
 * One post of the list: image (placeholder on error), title, meta description (3 lines)
 * and date; the whole card opens the post. `adminActions` is the slot for the admin's edit icon.
 */
export const BlogCard = ({ post, lang, priority, adminActions }: { readonly post: BlogCardData; readonly lang: Language; readonly priority: boolean; readonly adminActions?: ReactNode }) => (
  <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-100 transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-lg">
    <SmartImage src={post.imageUrl} alt={post.imageAlt ?? ''} width={600} height={338} priority={priority} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" className="aspect-video" />
    <div className="flex flex-1 flex-col p-5">
      <h2 className="text-xl font-semibold text-slate-900">
        <Link to={paths.blogPost(lang, post.slug)} className="after:absolute after:inset-0 hover:text-blue-800 focus:outline-none">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{post.metaDescription}</p>
      <BlogDateLine date={post.date} lang={lang} className="mt-4" />
    </div>
    {adminActions === undefined ? null : <div className="absolute top-3 right-3 z-10">{adminActions}</div>}
  </article>
);

export const BlogCardSkeleton = () => (
  <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-slate-100">
    <div className="aspect-video animate-pulse bg-slate-200" />
    <div className="space-y-3 p-5">
      <div className="h-6 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-full animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
    </div>
  </div>
);
