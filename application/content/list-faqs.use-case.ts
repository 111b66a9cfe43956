import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { FaqCatalogue, FaqEntry } from './faq-catalogue.port.js';
import { parseSearchText } from './search-text.js';

export interface NumberedFaq extends FaqEntry {
  /** Two digits ('01', '02', …): the entry's place in the unfiltered list, so it stays the same while searching. */
  readonly number: string;
}

const matches = (entry: FaqEntry, lowerTerm: string): boolean =>
  entry.question.toLocaleLowerCase().includes(lowerTerm) || entry.answer.toLocaleLowerCase().includes(lowerTerm);

/** The FAQ in one language, numbered, optionally filtered on question or answer (case-insensitive). */
export const listFaqs =
  (deps: { readonly faqs: FaqCatalogue }) =>
  async (language: Language, q: string | undefined): Promise<Result<readonly NumberedFaq[], ApplicationError>> => {
    const term = parseSearchText(q);
    if (!term.ok) return err(term.error);
    const lowerTerm = term.value.toLocaleLowerCase();
    const numbered = (await deps.faqs.listFaqs(language)).map((entry, index) => ({ ...entry, number: String(index + 1).padStart(2, '0') }));
    return ok(lowerTerm === '' ? numbered : numbered.filter((entry) => matches(entry, lowerTerm)));
  };
