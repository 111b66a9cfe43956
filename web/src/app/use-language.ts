import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.js';

/** The language of the current route (`/:lang/...`), nl when absent. */
export const useLanguage = (): Language => {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
};
