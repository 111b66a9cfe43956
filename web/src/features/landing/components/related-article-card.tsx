import { Link } from 'react-router';
import { formatBlogDate } from '../../../../../domain/blog/blog-date.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';
import { SmartImage } from '../../../shared/image/smart-image.js';
import type { RelatedPost } from '../remote/landing-page.js';

/** A related post: image, title, description (3 lines) and date; opens /{lang}/blog/{slug}. */
export const RelatedArticleCard = ({ post, lang }: { readonly post: RelatedPost; readonly lang: Language }) => {
  const date = formatBlogDate(post.date, lang);
  return (
    <Link to={paths.blogPost(lang, post.slug)} className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
      <SmartImage src={post.imageUrl} alt="" width={600} height={338} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-video" />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-slate-900 group-hover:text-blue-800">{post.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-slate-600">{post.metaDescription}</p>
        {date === null ? null : (
          <time dateTime={post.date} className="mt-3 text-sm text-slate-500">
            {date}
          </time>
        )}
      </div>
    </Link>
  );
};
