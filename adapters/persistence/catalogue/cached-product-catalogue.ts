import type { ProductCatalogue } from '../../../application/catalogue/product-catalogue.port.js';
import type { ProductDetail, ProductSummary } from '../../../domain/catalogue/product.js';
import type { Language } from '../../../domain/shared/language.js';

/** What the cache needs of the catalogue version (see catalogue-version.ts). */
export interface VersionSource {
  current(): Promise<string>;
}

const MAX_ENTRIES = 20_000;

/**
 * Remembers catalogue reads for as long as the catalogue version is unchanged;
 * a new version empties the whole cache. Title search is not cached.
 */
export class CachedProductCatalogue implements ProductCatalogue {
  private version: string | null = null;
  private readonly entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly inner: ProductCatalogue,
    private readonly versions: VersionSource,
  ) {}

  private async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.versions.current();
    if (version !== this.version || this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
      this.version = version;
    }
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached !== undefined) return cached;
    const loading = load();
    this.entries.set(key, loading);
    // A failed read is not remembered.
    loading.catch(() => this.entries.delete(key));
    return loading;
  }

  listSummaries(language: Language): Promise<readonly ProductSummary[]> {
    return this.remember(`list:${language}`, () => this.inner.listSummaries(language));
  }

  findIdBySlug(slug: string, language: Language | null): Promise<string | null> {
    return this.remember(`id:${language ?? '*'}:${slug}`, () => this.inner.findIdBySlug(slug, language));
  }

  loadDetail(id: string, language: Language): Promise<ProductDetail | null> {
    return this.remember(`detail:${language}:${id}`, () => this.inner.loadDetail(id, language));
  }

  slugsById(id: string): Promise<Readonly<Partial<Record<Language, string>>>> {
    return this.remember(`slugs:${id}`, () => this.inner.slugsById(id));
  }

  searchByTitle(language: Language, term: string, limit: number): Promise<readonly { readonly title: string; readonly slug: string }[]> {
    return this.inner.searchByTitle(language, term, limit);
  }
}
