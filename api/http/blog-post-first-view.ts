import type { BlogPostView } from '../../application/content/get-blog-post.use-case.js';
import { formatBlogDate } from '../../domain/blog/blog-date.js';
import { BLOG_TEXTS } from '../../domain/blog/blog-texts.js';
import { readingTimeLabel } from '../../domain/blog/reading-time.js';
import { BLOG_POST_IMAGE_SIZES, mediaSrc, mediaSrcSet } from '../../domain/media/responsive-image.js';
import type { Language } from '../../domain/shared/language.js';
import { escapeHtml } from './escape-html.js';

const heroHtml = (post: BlogPostView): string => {
  const frame = 'relative overflow-hidden bg-slate-100 mt-6 aspect-[1200/630] rounded-xl';
  if (post.imageUrl === null) return `<div class="${frame}"></div>`;
  const srcSet = mediaSrcSet(post.imageUrl);
  return `<div class="${frame}"><img src="${escapeHtml(mediaSrc(post.imageUrl, 1200))}"${
    srcSet === undefined ? '' : ` srcset="${escapeHtml(srcSet)}" sizes="${BLOG_POST_IMAGE_SIZES}"`
  } alt="${escapeHtml(post.imageAlt ?? '')}" width="1200" height="630" fetchpriority="high" class="h-full w-full object-cover"></div>`;
};

const dateLineHtml = (post: BlogPostView, language: Language): string => {
  const shown = formatBlogDate(post.date, language);
  return [
    '<p class="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 ">',
    shown === null ? '' : `<time datetime="${escapeHtml(post.date)}">${escapeHtml(shown)}</time><span aria-hidden="true">·</span>`,
    `<span>${escapeHtml(readingTimeLabel(post.readingMinutes, language))}</span>`,
    '</p>',
  ].join('');
};

/** The Share button's box and label (it works once React is there), so the title does not move when it arrives. */
const shareBoxHtml = (language: Language): string =>
  `<span class="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800"><svg aria-hidden="true" viewBox="0 0 24 24" class="h-4 w-4"></svg>${escapeHtml(BLOG_TEXTS.share[language])}</span>`;

/**
 * A blog post's first view as plain HTML, in the layout and classes of the React page
 * (web/src/features/blog: blog-post-page, back-to-blog-link, post-article): the back link,
 * the hero image the head preloads, the date line and the title are painted before any
 * script runs. React replaces it once the post is loaded. Null for a post shown through
 * the Dutch fallback: the page moves to the Dutch address at once.
 */
export const blogPostFirstView = (post: BlogPostView, language: Language): string | null => {
  if (post.language !== language) return null;
  return [
    '<div data-first-view class="mx-auto max-w-4xl px-4 py-10">',
    `<a href="/${language}/blog" class="inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline">`,
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="h-4 w-4" fill="none" stroke="currentColor" stroke-width="2"><path d="m15 18-6-6 6-6"></path></svg>',
    `${escapeHtml(BLOG_TEXTS.backToBlog[language])}</a>`,
    '<article>',
    heroHtml(post),
    `<div class="mt-6 flex flex-wrap items-center justify-between gap-4">${dateLineHtml(post, language)}${shareBoxHtml(language)}</div>`,
    `<h1 class="mt-6 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">${escapeHtml(post.title)}</h1>`,
    '</article></div>',
  ].join('');
};
