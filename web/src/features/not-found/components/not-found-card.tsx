import { Link } from 'react-router';
import {
  MAX_SUGGESTIONS,
  NOT_FOUND_TEXTS,
  landingPageSuggestionPath,
  notFoundLinks,
  productSuggestionPath,
} from '../../../../../domain/not-found/not-found-texts.js';
import type { Language } from '../../../../../domain/shared/language.js';
import { LanguageGrid } from '../../../shared/language-switch/language-grid.js';
import type { Suggestions } from '../remote/suggestions.js';
import { SuggestionList } from './suggestion-list.js';

const BUTTON = 'inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** 'Page not found', the language switcher, similar products and pages, and the two way-out buttons. */
export const NotFoundCard = ({ lang, suggestions }: { readonly lang: Language; readonly suggestions: Suggestions }) => {
  const links = notFoundLinks(lang);
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-100">
      <p aria-hidden="true" className="text-6xl font-extrabold text-blue-800">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{NOT_FOUND_TEXTS.title[lang]}</h1>
      <p className="mt-3 text-slate-600">{NOT_FOUND_TEXTS.message[lang]}</p>
      <div className="mt-6">
        <LanguageGrid />
      </div>
      {suggestions.products.length + suggestions.landingPages.length === 0 ? null : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <SuggestionList id="not-found-products" title={NOT_FOUND_TEXTS.similarProducts[lang]} items={suggestions.products.slice(0, MAX_SUGGESTIONS)} pathOf={(slug) => productSuggestionPath(lang, slug)} />
          <SuggestionList id="not-found-pages" title={NOT_FOUND_TEXTS.similarPages[lang]} items={suggestions.landingPages.slice(0, MAX_SUGGESTIONS)} pathOf={(slug) => landingPageSuggestionPath(lang, slug)} />
        </div>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={links.home} className={`${BUTTON} bg-blue-800 text-white hover:bg-blue-900`}>
          {NOT_FOUND_TEXTS.returnHome[lang]}
        </Link>
        <Link to={links.products} className={`${BUTTON} border-2 border-blue-800 text-blue-800 hover:bg-blue-50`}>
          {NOT_FOUND_TEXTS.browseProducts[lang]}
        </Link>
      </div>
    </div>
  );
};
