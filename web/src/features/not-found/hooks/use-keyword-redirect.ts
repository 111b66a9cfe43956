import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { detectLanguage } from '../../../../../domain/language/language-detection.js';
import { keywordRedirect } from '../../../../../domain/not-found/keyword-redirect.js';

/**
 * The not-found page's automatic redirects, run once on arrival: a path without a language
 * gets one, then the keyword rules (the server answers the same with a 302 on a full load;
 * this covers client-side navigation). Answers whether a redirect is under way.
 */
export const useKeywordRedirect = (): boolean => {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  // The server has no navigator (it answers a path without a language with a redirect before rendering).
  const accepted = typeof navigator === 'undefined' ? [] : navigator.languages;
  const target = keywordRedirect(`${pathname}${search}${hash}`, detectLanguage(pathname, accepted));
  // The page stays mounted from one unknown address to the next: once per arrival (location key).
  const handledArrival = useRef<string | null>(null);
  useEffect(() => {
    if (handledArrival.current === key || target === null) return;
    handledArrival.current = key;
    void navigate(target, { replace: true });
  }, [navigate, target, key]);
  return target !== null;
};
