import type { DataSource } from 'typeorm';

/** The rows of cache_versions. */
export type VersionName = 'catalogue' | 'redirects' | 'content' | 'stock';

/** All a version needs of the database. */
export type VersionReader = Pick<DataSource, 'query'>;

/**
 * The versions of the named rows, one statement, joined by dots in the order asked. A version may be
 * kept in shards, rows `name` and `name:N` (the stock version, migration 0025): it is their sum, which
 * every committed bump raises by one.
 */
const VERSIONS_OF = `
SELECT string_agg(version::text, '.' ORDER BY array_position($1::text[], name)) AS version
FROM (SELECT split_part(name, ':', 1) AS name, sum(version) AS version FROM cache_versions
      WHERE split_part(name, ':', 1) = ANY($1::text[]) GROUP BY 1) AS versions`;

/**
 * The catalogue version that triggers bump on every write to the product
 * tables (migration 0002). It is read from the database at most once per
 * `freshnessMs`, so cached reads cost no statement; a change made by another
 * instance or the CLI is seen within that window, one made here at once
 * (`invalidate`).
 */
export class CatalogueVersion {
  private known: { readonly version: string; readonly readAt: number } | null = null;
  /** The read under way: requests arriving meanwhile wait for it instead of each sending their own. */
  private reading: Promise<string> | null = null;
  /** Bumped by `invalidate`: a read that started before it must not be remembered as current. */
  private generation = 0;

  constructor(
    private readonly dataSource: VersionReader,
    private readonly freshnessMs: number,
    private readonly now: () => number = Date.now,
    /**
     * The row of cache_versions to follow: 'catalogue' (products, transport, which products have units), 'redirects',
     * 'content' (blog, FAQ, sections, landing pages, product texts) or 'stock' (container units' statuses, migration 0022);
     * or several rows read as one version in one statement (`catalogue.stock`: what product answers depend on).
     */
    private readonly name: VersionName | readonly VersionName[] = 'catalogue',
  ) {}

  async current(): Promise<string> {
    const known = this.known;
    if (known !== null && this.now() - known.readAt < this.freshnessMs) return known.version;
    if (this.reading !== null) return this.reading;
    const reading = this.read(this.generation).finally(() => {
      if (this.reading === reading) this.reading = null;
    });
    this.reading = reading;
    return reading;
  }

  private async read(generation: number): Promise<string> {
    const names = typeof this.name === 'string' ? [this.name] : [...this.name];
    const rows: { version: string | null }[] = await this.dataSource.query(VERSIONS_OF, [names]);
    const version = rows[0]?.version ?? 'none';
    if (generation === this.generation) this.known = { version, readAt: this.now() };
    return version;
  }

  /** Forget the known version, after a write through this instance. */
  invalidate(): void {
    this.known = null;
    this.reading = null;
    this.generation += 1;
  }
}
