import { MAX_SUGGESTIONS } from '../../domain/not-found/not-found-texts.js';
import { MIN_SUGGESTION_TERM_LENGTH } from '../../domain/not-found/suggestion-term.js';
import type { Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port.js';
import type { ApplicationError } from '../shared/application-error.js';
import type { LandingPageCatalogue } from './landing-page-catalogue.port.js';
import { parseSearchText } from './search-text.js';

export interface Suggestion {
  readonly title: string;
  readonly slug: string;
}

export interface Suggestions {
  readonly products: readonly Suggestion[];
  readonly landingPages: readonly Suggestion[];
}

/**
 * The not-found page's suggestions: up to 3 products and 3 published landing
 * pages whose title in the language contains the text (case-insensitive).
 * A text shorter than 3 characters after trimming finds nothing.
 */
export const searchSuggestions =
  (deps: { readonly catalogue: ProductCatalogue; readonly landingPages: LandingPageCatalogue }) =>
  async (language: Language, q: string | undefined): Promise<Result<Suggestions, ApplicationError>> => {
    const term = parseSearchText(q);
    if (!term.ok) return err(term.error);
    if ([...term.value].length < MIN_SUGGESTION_TERM_LENGTH) return ok({ products: [], landingPages: [] });
    const [products, landingPages] = await Promise.all([
      deps.catalogue.searchByTitle(language, term.value, MAX_SUGGESTIONS),
      deps.landingPages.searchByTitle(language, term.value, MAX_SUGGESTIONS),
    ]);
    return ok({ products, landingPages });
  };
