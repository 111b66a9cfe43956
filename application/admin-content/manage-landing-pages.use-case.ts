import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import type { LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { conflictOn, notFound, type ApplicationError } from '../shared/application-error.js';
import { ADMIN_CONTENT_MESSAGES as M } from './admin-content-messages.js';
import type { AdminLandingPage, AdminLandingPageSummary, LandingPageAdminStore, LandingSlugTaken } from './landing-page-admin-store.port.js';
import { toLandingPageDraft, type LandingPageInput, type LandingVisibility } from './landing-page-input.js';
import { toSectionDrafts, type SectionInput } from './section-input.js';
import { slugTakenError } from './slug-taken-error.js';

interface Deps {
  readonly landingPages: LandingPageAdminStore;
  readonly sanitizer: HtmlSanitizer;
}

/** The list's visibility filter, keyed by its URL value: which stored visibilities each shows. */
export const VISIBILITY_FILTERS = {
  all: null,
  header: ['header', 'both'],
  footer: ['footer', 'footer_subsection', 'both'],
  both: ['both'],
  hidden: ['hidden'],
} as const satisfies Readonly<Record<string, readonly LandingVisibility[] | null>>;
export type VisibilityFilter = keyof typeof VISIBILITY_FILTERS;

export interface SavedLandingPage {
  readonly message: LocalizedText;
  readonly page: AdminLandingPage;
}

const pageNotFound = (): ApplicationError => notFound(M.landingNotFound);
const slugError = (taken: LandingSlugTaken): ApplicationError =>
  taken.language === null ? slugTakenError('slug') : slugTakenError(`translations.${taken.language}.slug`);

export const listLandingPages =
  (deps: Deps) =>
  (search: string, visibility: VisibilityFilter): Promise<readonly AdminLandingPageSummary[]> =>
    deps.landingPages.list({ search: search.trim(), visibilities: VISIBILITY_FILTERS[visibility] });

export const getLandingPageForEditing =
  (deps: Deps) =>
  async (id: string): Promise<Result<AdminLandingPage, ApplicationError>> => {
    const page = await deps.landingPages.load(id);
    return page === null ? err(pageNotFound()) : ok(page);
  };

export const createLandingPage =
  (deps: Deps) =>
  async (input: LandingPageInput): Promise<Result<SavedLandingPage, ApplicationError>> => {
    const draft = toLandingPageDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const created = await deps.landingPages.create(draft.value);
    return created.ok ? ok({ message: M.landingCreated, page: created.value }) : err(slugError(created.error));
  };

export const updateLandingPage =
  (deps: Deps) =>
  async (id: string, input: LandingPageInput): Promise<Result<SavedLandingPage, ApplicationError>> => {
    const draft = toLandingPageDraft(input, deps.sanitizer);
    if (!draft.ok) return draft;
    const updated = await deps.landingPages.update(id, draft.value);
    if (!updated.ok) return err(slugError(updated.error));
    return updated.value === null ? err(pageNotFound()) : ok({ message: M.landingUpdated, page: updated.value });
  };

/** The list's Published/Draft toggle. */
export const setLandingPagePublished =
  (deps: Deps) =>
  async (id: string, isPublished: boolean): Promise<Result<SavedLandingPage, ApplicationError>> => {
    const page = await deps.landingPages.setPublished(id, isPublished);
    return page === null ? err(pageNotFound()) : ok({ message: M.landingUpdated, page });
  };

export const deleteLandingPage =
  (deps: Deps) =>
  async (id: string): Promise<Result<{ readonly message: LocalizedText; readonly detail: LocalizedText }, ApplicationError>> =>
    (await deps.landingPages.delete(id)) ? ok({ message: M.pageDeleted, detail: M.pageDeletedDetail }) : err(pageNotFound());

/** Replaces the page's sections by the ordered list, in one transaction. */
export const replaceLandingPageSections =
  (deps: Deps) =>
  async (id: string, sections: readonly SectionInput[]): Promise<Result<SavedLandingPage, ApplicationError>> => {
    const drafts = toSectionDrafts(sections, deps.sanitizer);
    if (!drafts.ok) return drafts;
    const page = await deps.landingPages.replaceSections(id, drafts.value);
    if (page === 'id-taken') return err(conflictOn('sections', M.sectionIdTaken));
    return page === null ? err(pageNotFound()) : ok({ message: M.sectionsUpdated, page });
  };
