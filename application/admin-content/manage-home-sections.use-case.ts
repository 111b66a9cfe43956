import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { Section } from '../../domain/landing/section.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { conflictOn, invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import type { HomeSectionAdminStore } from './home-section-admin-store.port.js';
import { toSectionDraft, type SectionInput } from './section-input.js';

interface Deps {
  readonly homeSections: HomeSectionAdminStore;
  readonly sanitizer: HtmlSanitizer;
}

export interface SavedSection {
  readonly message: LocalizedText;
  readonly section: Section;
}

export const listAllHomeSections = (deps: Deps) => (): Promise<readonly Section[]> => deps.homeSections.list();

export const createHomeSection =
  (deps: Deps) =>
  async (input: SectionInput): Promise<Result<SavedSection, ApplicationError>> => {
    const draft = toSectionDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const section = await deps.homeSections.create(draft.value);
    return section === 'id-taken' ? err(conflictOn('id', M.sectionIdTaken)) : ok({ message: M.sectionCreated, section });
  };

export const updateHomeSection =
  (deps: Deps) =>
  async (id: string, input: SectionInput): Promise<Result<SavedSection, ApplicationError>> => {
    const draft = toSectionDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const section = await deps.homeSections.update(id, draft.value);
    return section === null ? err(notFound(M.sectionNotFound)) : ok({ message: M.sectionUpdated, section });
  };

export const deleteHomeSection =
  (deps: Deps) =>
  async (id: string): Promise<Result<LocalizedText, ApplicationError>> =>
    (await deps.homeSections.delete(id)) ? ok(M.sectionDeleted) : err(notFound(M.sectionNotFound));

export const reorderHomeSections =
  (deps: Deps) =>
  async (ids: readonly string[]): Promise<Result<LocalizedText, ApplicationError>> =>
    (await deps.homeSections.reorder(ids)) === 'reordered' ? ok(M.orderSaved) : err(invalidInput([{ field: 'ids', message: M.orderIncomplete }]));
