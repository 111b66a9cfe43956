import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';

/** Longest search text the FAQ filter and the suggestions accept. */
export const MAX_SEARCH_TEXT_LENGTH = 200;

const TOO_LONG: LocalizedText = {
  nl: `De zoektekst mag hoogstens ${MAX_SEARCH_TEXT_LENGTH} tekens lang zijn.`,
  de: `Der Suchtext darf höchstens ${MAX_SEARCH_TEXT_LENGTH} Zeichen lang sein.`,
  fr: `Le texte de recherche ne peut pas dépasser ${MAX_SEARCH_TEXT_LENGTH} caractères.`,
  en: `The search text must be at most ${MAX_SEARCH_TEXT_LENGTH} characters long.`,
};

/** The search text `q`, trimmed; '' when absent; refused (naming `q`) when longer than 200 characters. */
export const parseSearchText = (raw: string | undefined): Result<string, ApplicationError> => {
  const text = raw ?? '';
  if ([...text].length > MAX_SEARCH_TEXT_LENGTH) return err(invalidInput([{ field: 'q', message: TOO_LONG }]));
  return ok(text.trim());
};
