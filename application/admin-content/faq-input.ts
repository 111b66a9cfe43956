import { LANGUAGES, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import { FieldErrors, requiredText } from './content-fields.js';

export interface FaqTranslationInput {
  readonly question?: string | undefined;
  readonly answer?: string | undefined;
}

export interface FaqInput {
  readonly translations: Readonly<Partial<Record<Language, FaqTranslationInput | undefined>>>;
}

export interface FaqTranslation {
  readonly language: Language;
  /** Plain text, shown as text. */
  readonly question: string;
  readonly answer: string;
}

export interface FaqDraft {
  readonly translations: readonly FaqTranslation[];
}

/** Question and answer required in every language given (at least one). */
export const toFaqDraft = (input: FaqInput): Result<FaqDraft, ApplicationError> => {
  const errors = new FieldErrors();
  const translations = LANGUAGES.flatMap((language) => {
    const given = input.translations[language];
    if (given === undefined) return [];
    const at = `translations.${language}`;
    return [{ language, question: requiredText(given.question, `${at}.question`, M.questionRequired, errors), answer: requiredText(given.answer, `${at}.answer`, M.answerRequired, errors) }];
  });
  if (translations.length === 0) errors.add('translations', M.translationRequired);
  return errors.list.length > 0 ? err(invalidInput(errors.list)) : ok({ translations });
};
