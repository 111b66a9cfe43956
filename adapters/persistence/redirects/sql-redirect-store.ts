import type { DataSource } from 'typeorm';
import type { RedirectStore, StoredRedirect } from '../../../application/redirects/redirect-store.port.js';
import type { RedirectRule } from '../../../domain/redirects/redirect-rule.js';
import { returnedRows } from '../returned-rows.js';
import { toStoredRedirect, type RedirectRow } from '../shared/redirect-row.js';

interface VersionSource {
  current(): Promise<string>;
  /** Forget the known version: a rule written here is served (and ends kept page answers of its path) at once on this instance. */
  invalidate(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SqlRedirectStore implements RedirectStore {
  private cached: { readonly version: string; readonly rules: Promise<readonly RedirectRule[]> } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: VersionSource,
  ) {}

  async list(): Promise<readonly StoredRedirect[]> {
    const rows: RedirectRow[] = await this.dataSource.query(`SELECT * FROM redirects ORDER BY created_at, id`);
    return rows.map(toStoredRedirect);
  }

  async append(rules: readonly RedirectRule[]): Promise<readonly StoredRedirect[] | null> {
    try {
      // One statement for the whole batch; a microsecond step per rule keeps the file order as the list order.
      const rows: RedirectRow[] = await this.dataSource.query(
        `INSERT INTO redirects (old_path, new_path, status_code, is_active, created_at)
         SELECT old_path, new_path, status_code, is_active, clock_timestamp() + (position || ' microseconds')::interval
         FROM unnest($1::text[], $2::text[], $3::int[], $4::bool[]) WITH ORDINALITY AS rule(old_path, new_path, status_code, is_active, position)
         RETURNING *`,
        [rules.map((rule) => rule.oldPath), rules.map((rule) => rule.newPath), rules.map((rule) => rule.statusCode), rules.map((rule) => rule.isActive)],
      );
      this.versions.invalidate();
      return rows.map(toStoredRedirect);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return null;
      throw error;
    }
  }

  async setActive(id: string, isActive: boolean): Promise<StoredRedirect | null> {
    if (!UUID.test(id)) return null;
    const rows = returnedRows<RedirectRow>(await this.dataSource.query(`UPDATE redirects SET is_active = $2 WHERE id = $1 RETURNING *`, [id, isActive]));
    this.versions.invalidate();
    return rows[0] === undefined ? null : toStoredRedirect(rows[0]);
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = returnedRows<{ id: string }>(await this.dataSource.query(`DELETE FROM redirects WHERE id = $1 RETURNING id`, [id]));
    this.versions.invalidate();
    return rows.length > 0;
  }

  async served(): Promise<readonly RedirectRule[]> {
    const version = await this.versions.current();
    if (this.cached === null || this.cached.version !== version) {
      const rules = this.list();
      this.cached = { version, rules };
      rules.catch(() => {
        this.cached = null;
      });
    }
    return this.cached.rules;
  }
}
