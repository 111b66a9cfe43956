import { ok, type Result } from '../../domain/shared/result.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { LandingPageCatalogue, PublishedPageSlugs } from './landing-page-catalogue.port.js';

/** Every published landing page with its address per translated language, for the sitemap. */
export const listLandingPageSlugs =
  (deps: { readonly landingPages: LandingPageCatalogue }) =>
  async (): Promise<Result<readonly PublishedPageSlugs[], ApplicationError>> =>
    ok(await deps.landingPages.listPublishedSlugs());
