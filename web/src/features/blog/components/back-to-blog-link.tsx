import { Link } from 'react-router';
import { BLOG_TEXTS } from '../../../../../domain/blog/blog-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';

export const BackToBlogLink = ({ lang }: { readonly lang: Language }) => (
  <Link to={paths.blog(lang)} className="inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m15 18-6-6 6-6" />
    </svg>
    {BLOG_TEXTS.backToBlog[lang]}
  </Link>
);
