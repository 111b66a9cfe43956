import { Link } from 'react-router';
import { BLOG_TEXTS } from '../../../../../domain/blog/blog-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { paths } from '../../../app/paths.js';

/** 'Blog post not found', why, and 'Back to Blog'. */
export const PostNotFound = ({ lang }: { readonly lang: Language }) => (
  <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
    <h1 className="text-3xl font-bold text-slate-900">{BLOG_TEXTS.postNotFound[lang]}</h1>
    <p className="mt-4 text-slate-600">{BLOG_TEXTS.postNotInLanguage[lang]}</p>
    <Link to={paths.blog(lang)} className="mt-8 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600">
      {BLOG_TEXTS.backToBlog[lang]}
    </Link>
  </div>
);
