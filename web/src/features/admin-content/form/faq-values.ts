import { LANGUAGES, type Language } from '../../../../../domain/shared/language.js';
import type { AdminFaqJson, FaqTranslationsInput } from '../remote/faq-requests.js';

export type FaqValues = Readonly<Record<Language, { readonly question: string; readonly answer: string }>>;

/** Field errors by `translations.{lang}.question|answer`, as message keys of adminContent. */
export type FaqErrors = Readonly<Record<string, string>>;

export const emptyFaqValues = (): FaqValues => ({
  nl: { question: '', answer: '' },
  de: { question: '', answer: '' },
  fr: { question: '', answer: '' },
  en: { question: '', answer: '' },
});

export const faqValuesOf = (faq: AdminFaqJson): FaqValues => {
  const values = { ...emptyFaqValues() };
  for (const translation of faq.translations) {
    const language = LANGUAGES.find((candidate) => candidate === translation.language);
    if (language !== undefined) values[language] = { question: translation.question, answer: translation.answer };
  }
  return values;
};

/**
 * The server's rules, early: a language left empty is not sent; a language begun needs both
 * question and answer; at least one language is needed.
 */
export const checkFaqValues = (values: FaqValues): { readonly errors: FaqErrors; readonly input: FaqTranslationsInput } => {
  const errors: Record<string, string> = {};
  const input: FaqTranslationsInput = {};
  for (const language of LANGUAGES) {
    const question = values[language].question.trim();
    const answer = values[language].answer.trim();
    if (question === '' && answer === '') continue;
    if (question === '') errors[`translations.${language}.question`] = 'adminContent.faq.questionRequired';
    if (answer === '') errors[`translations.${language}.answer`] = 'adminContent.faq.answerRequired';
    input[language] = { question, answer };
  }
  if (Object.keys(input).length === 0) errors['translations.nl.question'] = 'adminContent.faq.oneLanguageRequired';
  return { errors, input };
};
