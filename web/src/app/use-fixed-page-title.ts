import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '../../../domain/shared/language.js';

/**
 * Keeps the document title of fixed pages (the same table the server heads with) while the
 * visitor navigates; pages named by their data (product, post, landing page) set their own.
 * The table loads in its own chunk, off the first route's critical path.
 */
export const useFixedPageTitle = (language: Language): void => {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    const pathAfterLanguage = pathname.split('/').filter((segment) => segment !== '').slice(1).join('/');
    void import('../../../domain/seo/fixed-pages.js').then(({ fixedPageFor }) => {
      const page = fixedPageFor(pathAfterLanguage);
      if (current && page !== null) document.title = page.title[language];
    });
    return () => {
      current = false;
    };
  }, [pathname, language]);
};
