import type { ProductDetail, ProductSummary } from '../../domain/catalogue/product.js';
import type { Language } from '../../domain/shared/language.js';

/** Read access to the catalogue. */
export interface ProductCatalogue {
  /** Products translated into the language, newest first. */
  listSummaries(language: Language): Promise<readonly ProductSummary[]>;
  /** The product whose slug is `slug` in `language`, or in any language when `language` is null. */
  findIdBySlug(slug: string, language: Language | null): Promise<string | null>;
  /** The detail in `language` (with the nl-then-first fallback), or null when the product has no translation. */
  loadDetail(id: string, language: Language): Promise<ProductDetail | null>;
  /** Slugs of the product in every language it has. */
  slugsById(id: string): Promise<Readonly<Partial<Record<Language, string>>>>;
  /** Case-insensitive title match in one language. */
  searchByTitle(language: Language, term: string, limit: number): Promise<readonly { readonly title: string; readonly slug: string }[]>;
}
