import { LANGUAGES, fillLocalized, type Language } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import type { HtmlSanitizer } from '../content/html-sanitizer.port.js';
import { planSlugChangeRedirects, NO_RULE_CHANGES, type PageMove } from '../../domain/redirects/slug-change-redirects.js';
import { conflict, conflictOn, notFound, type ApplicationError } from '../shared/application-error.js';
import { UNIT_MESSAGES } from '../../domain/units/unit-messages.js';
import { ADMIN_CATALOGUE_MESSAGES } from './admin-catalogue-messages.js';
import type { AdminProduct, PerLanguage, ProductInput } from './admin-product.js';
import type { AdminProductStore, SaveOutcome, SlugRedirects } from './admin-product-store.port.js';
import { checkProductInput, productPath } from './product-input-rules.js';

type Deps = { readonly products: AdminProductStore; readonly sanitizer: HtmlSanitizer };

const productNotFound = (): ApplicationError => notFound(ADMIN_CATALOGUE_MESSAGES.productNotFound);

/** Every language whose slug changes; a language new to the product moves nothing. */
const slugMoves = (previous: PerLanguage<string>, input: ProductInput): readonly PageMove[] =>
  LANGUAGES.flatMap((language: Language) => {
    const before = previous[language];
    const after = input.translations[language]?.slug;
    return before === undefined || after === undefined || before === after
      ? []
      : [{ oldPath: productPath(language, before), newPath: productPath(language, after) }];
  });

const slugRedirectsFor = (input: ProductInput): SlugRedirects => ({
  changes: (previous) => slugMoves(previous, input).length > 0,
  plan: (previous, rules) => {
    const moves = slugMoves(previous, input);
    return moves.length === 0 ? NO_RULE_CHANGES : planSlugChangeRedirects(rules, moves);
  },
});

const afterSave = async (deps: Deps, outcome: SaveOutcome): Promise<Result<AdminProduct, ApplicationError>> => {
  if (outcome.kind === 'not-found') return err(productNotFound());
  if (outcome.kind === 'slug-taken') {
    const language = outcome.languages[0] ?? 'nl';
    return err(conflictOn(`translations.${language}.slug`, fillLocalized(ADMIN_CATALOGUE_MESSAGES.slugTaken, { language })));
  }
  const saved = await deps.products.find(outcome.id);
  if (saved === null) return err(productNotFound());
  return ok(saved);
};

export const getAdminProduct =
  (deps: Pick<Deps, 'products'>) =>
  async (id: string): Promise<Result<AdminProduct, ApplicationError>> => {
    const product = await deps.products.find(id);
    return product === null ? err(productNotFound()) : ok(product);
  };

export const createProduct =
  (deps: Deps) =>
  async (input: ProductInput): Promise<Result<AdminProduct, ApplicationError>> => {
    const checked = checkProductInput(input, deps.sanitizer);
    if (!checked.ok) return checked;
    return afterSave(deps, await deps.products.create(checked.value));
  };

/**
 * Saves general fields and translations together. A changed slug adds a 301
 * from the old product path to the new one and retargets older rules that
 * led to the old path, in the same transaction, so no chain forms.
 */
export const updateProduct =
  (deps: Deps) =>
  async (id: string, input: ProductInput): Promise<Result<AdminProduct, ApplicationError>> => {
    const checked = checkProductInput(input, deps.sanitizer);
    if (!checked.ok) return checked;
    return afterSave(deps, await deps.products.update(id, checked.value, slugRedirectsFor(checked.value)));
  };

/** A product whose container units still name it is kept (409): its units are moved to another product or deleted first. */
export const deleteProduct =
  (deps: Pick<Deps, 'products'>) =>
  async (id: string): Promise<Result<true, ApplicationError>> => {
    const deleted = await deps.products.delete(id);
    if (deleted === 'has-units') return err(conflict(UNIT_MESSAGES.productHasUnits));
    return deleted ? ok(true) : err(productNotFound());
  };
