import type { TranslationProblem, TranslationRecord, TranslationUpdate } from '../../domain/translations/translations-csv.js';

export interface TranslationStore {
  exportAll(): Promise<readonly TranslationRecord[]>;
  /** Applies every update in one transaction, or none: the problems found (unknown items, missing required texts, taken slugs). */
  apply(updates: readonly TranslationUpdate[], dryRun: boolean): Promise<readonly TranslationProblem[]>;
}
