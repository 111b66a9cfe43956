import type { LandingPageTranslation } from '../content/landing-page-catalogue.port.js';
import type { Section } from '../../domain/landing/section.js';
import type { Language } from '../../domain/shared/language.js';
import type { Result } from '../../domain/shared/result.js';
import type { LandingPageDraft, LandingVisibility, MenuSection } from './landing-page-input.js';
import type { SectionDraft } from './section-input.js';

/** A landing page as the admin list shows it. Dates are ISO timestamps. */
export interface AdminLandingPageSummary {
  readonly id: string;
  readonly slug: string;
  readonly isPublished: boolean;
  readonly visibility: LandingVisibility;
  readonly menuSection: MenuSection | null;
  readonly menuOrder: number;
  readonly relatedProductIds: readonly string[];
  readonly relatedBlogPostIds: readonly string[];
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly translations: readonly LandingPageTranslation[];
}

/** A landing page as the editor loads it: also its sections, with all their translations, by order index. */
export interface AdminLandingPage extends AdminLandingPageSummary {
  readonly sections: readonly Section[];
}

export interface LandingPageFilter {
  /** Case-insensitive, on the default slug and every translation's title and slug; '' for all. */
  readonly search: string;
  /** The stored visibilities to keep; null for all. */
  readonly visibilities: readonly LandingVisibility[] | null;
}

/** A slug already used: the default slug (language null) or a translation slug in a language. */
export interface LandingSlugTaken {
  readonly kind: 'slug-taken';
  readonly language: Language | null;
}

/** Writing landing pages and their sections, each write in one transaction. */
export interface LandingPageAdminStore {
  /** Newest first. */
  list(filter: LandingPageFilter): Promise<readonly AdminLandingPageSummary[]>;
  load(id: string): Promise<AdminLandingPage | null>;
  create(draft: LandingPageDraft): Promise<Result<AdminLandingPage, LandingSlugTaken>>;
  /** Replaces the page's fields and translations (sections stay); null when there is no such page. */
  update(id: string, draft: LandingPageDraft): Promise<Result<AdminLandingPage | null, LandingSlugTaken>>;
  setPublished(id: string, isPublished: boolean): Promise<AdminLandingPage | null>;
  delete(id: string): Promise<boolean>;
  /** Replaces every section of the page (order index = position + 1); null when there is no such page, 'id-taken' when the list holds one id twice (ids are unique per page). */
  replaceSections(id: string, sections: readonly SectionDraft[]): Promise<AdminLandingPage | null | 'id-taken'>;
}
