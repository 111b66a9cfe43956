import type { Section } from '../../domain/landing/section.js';
import type { ReorderOutcome } from './ordered-store.port.js';
import type { SectionDraft } from './section-input.js';

/** Writing the home page's sections; each write in one transaction. */
export interface HomeSectionAdminStore {
  /** By order index, with all translations. */
  list(): Promise<readonly Section[]>;
  /** Added last; 'id-taken' when the draft's id is used already. */
  create(draft: SectionDraft): Promise<Section | 'id-taken'>;
  /** Replaces the fields and translations (the id stays); null when there is no such home section. */
  update(id: string, draft: SectionDraft): Promise<Section | null>;
  delete(id: string): Promise<boolean>;
  /** Order index = position + 1, when `ids` are exactly the home sections' ids. */
  reorder(ids: readonly string[]): Promise<ReorderOutcome>;
}
