import type { Language } from '../../domain/shared/language.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { LandingPageCatalogue } from './landing-page-catalogue.port.js';

export interface FooterLink {
  /** The page's slug in the language, else its default slug. */
  readonly slug: string;
  /** The translated title, else the slug. */
  readonly title: string;
}

export interface FooterGroup {
  /** Null for the pages without a menu section. */
  readonly menuSection: string | null;
  /** The menu section capitalised ('resources' → 'Resources'). */
  readonly label: string | null;
  readonly pages: readonly FooterLink[];
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The footer's 'Additional Resources': published footer_subsection pages with a
 * translation in the language, grouped by menu section. Groups come in the
 * order of their first page's menu order; pages keep their menu order.
 */
export const listFooterPages =
  (deps: { readonly landingPages: LandingPageCatalogue }) =>
  async (language: Language): Promise<Result<readonly FooterGroup[], ApplicationError>> => {
    const groups = new Map<string | null, FooterLink[]>();
    for (const page of await deps.landingPages.listFooterPages(language)) {
      const slug = page.slug ?? page.defaultSlug;
      const link = { slug, title: page.title.trim() === '' ? slug : page.title };
      const group = groups.get(page.menuSection);
      if (group === undefined) groups.set(page.menuSection, [link]);
      else group.push(link);
    }
    return ok(
      [...groups].map(([menuSection, pages]) => ({ menuSection, label: menuSection === null ? null : capitalise(menuSection), pages })),
    );
  };
