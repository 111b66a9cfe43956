import { formatBlogDate } from '../../../../../domain/blog/blog-date.js';
import { readingTimeLabel } from '../../../../../domain/blog/reading-time.js';
import type { Language } from '../../../../../domain/shared/language.js';

/** 'November 22, 2026' (a <time>) and, when given, '3 min read'. */
export const BlogDateLine = ({ date, lang, readingMinutes, className = '' }: { readonly date: string; readonly lang: Language; readonly readingMinutes?: number; readonly className?: string }) => {
  const shown = formatBlogDate(date, lang);
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 ${className}`}>
      {shown === null ? null : <time dateTime={date}>{shown}</time>}
      {shown !== null && readingMinutes !== undefined ? <span aria-hidden="true">·</span> : null}
      {readingMinutes === undefined ? null : <span>{readingTimeLabel(readingMinutes, lang)}</span>}
    </p>
  );
};
