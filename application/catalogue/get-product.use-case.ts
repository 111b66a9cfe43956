import type { ProductDetail } from '../../domain/catalogue/product.js';
import { fillLocalized, type Language, type LocalizedText } from '../../domain/shared/language.js';
import { err, ok, type Result } from '../../domain/shared/result.js';
import { invalidInput, notFound, type ApplicationError } from '../shared/application-error.js';
import type { ProductCatalogue } from './product-catalogue.port.js';

const NO_SLUG: LocalizedText = {
  nl: 'Geen slug opgegeven',
  de: 'Kein Slug angegeben',
  fr: 'Aucun slug fourni',
  en: 'No slug provided',
};

const NOT_FOUND_ANY_LANGUAGE: LocalizedText = {
  nl: 'Product niet gevonden met slug "{slug}" in geen enkele taal',
  de: 'Produkt mit dem Slug "{slug}" in keiner Sprache gefunden',
  fr: 'Produit introuvable avec le slug « {slug} » dans aucune langue',
  en: 'Product not found with slug "{slug}" in any language',
};

const NO_TRANSLATION: LocalizedText = {
  nl: 'Geen vertaling gevonden voor product met slug "{slug}"',
  de: 'Keine Übersetzung für das Produkt mit dem Slug "{slug}" gefunden',
  fr: 'Aucune traduction trouvée pour le produit avec le slug « {slug} »',
  en: 'No translation found for product with slug "{slug}"',
};

const withSlug = (message: LocalizedText, slug: string): LocalizedText => fillLocalized(message, { slug });

/**
 * The product page by slug, as the spec reads it: the slug in the current
 * language, else the slug in any language; then the translation in the
 * current language, else nl, else the first one.
 */
export const getProduct =
  (deps: { readonly catalogue: ProductCatalogue }) =>
  async (slug: string, language: Language): Promise<Result<ProductDetail, ApplicationError>> => {
    const trimmed = slug.trim();
    if (trimmed === '') return err(invalidInput([{ field: 'slug', message: NO_SLUG }]));
    const id = (await deps.catalogue.findIdBySlug(trimmed, language)) ?? (await deps.catalogue.findIdBySlug(trimmed, null));
    if (id === null) return err(notFound(withSlug(NOT_FOUND_ANY_LANGUAGE, trimmed)));
    const detail = await deps.catalogue.loadDetail(id, language);
    if (detail === null) return err(notFound(withSlug(NO_TRANSLATION, trimmed)));
    return ok(detail);
  };

/** The product's slug per language, for the language switch. */
export const getProductSlugs =
  (deps: { readonly catalogue: ProductCatalogue }) =>
  async (slug: string): Promise<Result<Readonly<Partial<Record<Language, string>>>, ApplicationError>> => {
    const id = await deps.catalogue.findIdBySlug(slug.trim(), null);
    if (id === null) return err(notFound(withSlug(NOT_FOUND_ANY_LANGUAGE, slug.trim())));
    return ok(await deps.catalogue.slugsById(id));
  };
