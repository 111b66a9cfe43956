import type { Language } from '../../domain/shared/language.js';
import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { HomeSections } from './home-sections.port.js';
import { toShownSection, type ShownSection } from './shown-section.js';

/**
 * The home page's sections in order, each with its texts in the language (or
 * none: the spec renders nothing for it). Home sections are shown as stored;
 * the landing-page ordering rules do not apply to them.
 */
export const getHomeContent =
  (deps: { readonly homeSections: HomeSections }) =>
  async (language: Language): Promise<Result<readonly ShownSection[], ApplicationError>> => {
    const sections = await deps.homeSections.listHomeSections();
    return ok(sections.map((section) => toShownSection(section, language)));
  };
