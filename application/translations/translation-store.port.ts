import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import type { TranslationProblem, TranslationRecord, TranslationUpdate } from '../../domain/translations/translations-csv.js';

/** An update ready to be stored: plain-text fields as given, HTML fields through the sanitiser. */
export interface StorableTranslationUpdate extends Omit<TranslationUpdate, 'fields'> {
  readonly texts: Readonly<Record<string, string>>;
  readonly html: Readonly<Record<string, SanitisedHtml>>;
}

export interface TranslationStore {
  exportAll(): Promise<readonly TranslationRecord[]>;
  /** Applies every update in one transaction, or none: the problems found (unknown items, missing required texts, taken slugs). */
  apply(updates: readonly StorableTranslationUpdate[], dryRun: boolean): Promise<readonly TranslationProblem[]>;
}
