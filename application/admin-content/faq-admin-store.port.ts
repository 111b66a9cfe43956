import type { FaqDraft, FaqTranslation } from './faq-input.js';
import type { ReorderOutcome } from './ordered-store.port.js';

export interface AdminFaq {
  readonly id: string;
  readonly orderIndex: number;
  readonly translations: readonly FaqTranslation[];
}

/** Writing the FAQ; each write in one transaction. */
export interface FaqAdminStore {
  /** By order index. */
  list(): Promise<readonly AdminFaq[]>;
  /** Added last. */
  create(draft: FaqDraft): Promise<AdminFaq>;
  /** Replaces the translations; null when there is no such entry. */
  update(id: string, draft: FaqDraft): Promise<AdminFaq | null>;
  delete(id: string): Promise<boolean>;
  /** Order index = position + 1, when `ids` are exactly the stored ids. */
  reorder(ids: readonly string[]): Promise<ReorderOutcome>;
}
