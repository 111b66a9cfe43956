import type { Language } from '../../domain/shared/language.js';

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** Read access to the FAQ. */
export interface FaqCatalogue {
  /** Entries with a translation in the language, by order index. */
  listFaqs(language: Language): Promise<readonly FaqEntry[]>;
}
