import { BLOG_POST_IMAGE_SIZES } from '../../../../../domain/media/responsive-image.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { SmartImage } from '../../../shared/image/smart-image.js';
import { RichHtml } from '../../../shared/html/rich-html.js';
import type { BlogPost } from '../remote/blog-post.js';
import { BlogDateLine } from './blog-date-line.js';
import { ShareButton } from './share-button.js';

const ImageMissingIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-16 w-16 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5">
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </svg>
);

/** The hero image (an icon when it fails), date, reading time, Share, the title and the HTML. */
export const PostArticle = ({ post, lang }: { readonly post: BlogPost; readonly lang: Language }) => (
  <article>
    <SmartImage src={post.imageUrl} alt={post.imageAlt ?? ''} width={1200} height={630} priority sizes={BLOG_POST_IMAGE_SIZES} className="mt-6 aspect-[1200/630] rounded-xl" errorContent={<ImageMissingIcon />} />
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <BlogDateLine date={post.date} lang={lang} readingMinutes={post.readingMinutes} />
      <ShareButton title={post.title} lang={lang} />
    </div>
    <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{post.title}</h1>
    <RichHtml html={post.content} className="mt-6 text-lg text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_img]:rounded-lg" />
  </article>
);
