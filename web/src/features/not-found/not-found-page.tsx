import { useEffect } from 'react';
import { useTranslation } from '../../shared/translation/index.js';
import { useLocation } from 'react-router';
import { NOT_FOUND_DELAY_MS, NOT_FOUND_TEXTS } from '../../../../domain/not-found/not-found-texts.js';
import { suggestionTerm } from '../../../../domain/not-found/suggestion-term.js';
import { useLanguage } from '../../app/use-language.js';
import { NotFoundCard } from './components/not-found-card.js';
import { useDelayPassed } from './hooks/use-delay-passed.js';
import { useKeywordRedirect } from './hooks/use-keyword-redirect.js';
import { useSuggestions } from './remote/suggestions.js';

/**
 * Any address no route knows. The spec's redirects run once first; then a spinner while the
 * suggestions load (at most 2 s), then the card.
 */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname, key } = useLocation();
  const redirecting = useKeywordRedirect();
  const suggestions = useSuggestions(lang, redirecting ? null : suggestionTerm(pathname));
  const delayPassed = useDelayPassed(NOT_FOUND_DELAY_MS, key);
  useEffect(() => {
    document.title = NOT_FOUND_TEXTS.title[lang];
  }, [lang]);
  const showCard = !redirecting && (delayPassed || !suggestions.isPending);
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-16">
      {showCard ? (
        <NotFoundCard lang={lang} suggestions={suggestions.data ?? { products: [], landingPages: [] }} />
      ) : (
        <div role="status" aria-label={t('notFound.loading')} className="h-12 w-12 animate-spin rounded-full border-4 border-blue-200 border-t-blue-800" />
      )}
    </div>
  );
};
