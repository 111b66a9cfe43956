import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '../../../../domain/shared/language.js';
import { languageTargetPath } from './language-target-path.js';

/** Navigates to the current page in another language (slug swapped on detail pages). */
export const useLanguageSwitch = (): ((target: Language) => Promise<void>) => {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    async (target: Language) => {
      const path = await languageTargetPath(location.pathname, location.search, target);
      await navigate(`${path}${location.hash}`);
    },
    [location.pathname, location.search, location.hash, navigate],
  );
};
