import type { DataSource } from 'typeorm';
import type { AdminProductStore, SaveOutcome, SlugRedirects } from '../../../application/admin-catalogue/admin-product-store.port.js';
import type { AdminProduct, ProductDraft } from '../../../application/admin-catalogue/admin-product.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { returnedRows } from '../returned-rows.js';
import { isForeignKeyViolation } from '../foreign-key-violation.js';
import { ADMIN_PRODUCT_SQL, toAdminProduct, type AdminProductRow } from './admin-product-row.js';
import { SqlProductMedia } from './sql-product-media.js';
import { applyRedirectChanges, lockedRedirects } from '../shared/redirect-writes.js';
import { currentSlugs, insertProductRow, replaceTranslations, takenSlugLanguages, updateProductRow } from './product-writes.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** The product editor's data; every write runs in one transaction on its own EntityManager. */
export class SqlAdminProductStore extends SqlProductMedia implements AdminProductStore {
  constructor(dataSource: DataSource) {
    super(dataSource);
  }

  async find(id: string): Promise<AdminProduct | null> {
    if (!UUID.test(id)) return null;
    const rows: AdminProductRow[] = await this.dataSource.query(ADMIN_PRODUCT_SQL, [id]);
    return rows[0] === undefined ? null : toAdminProduct(rows[0]);
  }

  async create(input: ProductDraft): Promise<SaveOutcome> {
    return this.saving(input, () =>
      this.dataSource.transaction(async (manager): Promise<SaveOutcome> => {
        const taken = await takenSlugLanguages(manager, null, input.translations);
        if (taken.length > 0) return { kind: 'slug-taken', languages: taken };
        const id = await insertProductRow(manager, input.fields);
        await replaceTranslations(manager, id, input.translations);
        return { kind: 'saved', id };
      }),
    );
  }

  async update(id: string, input: ProductDraft, redirects: SlugRedirects): Promise<SaveOutcome> {
    if (!UUID.test(id)) return { kind: 'not-found' };
    return this.saving(input, () =>
      this.dataSource.transaction(async (manager): Promise<SaveOutcome> => {
        const locked = returnedRows<{ id: string }>(await manager.query(`SELECT id FROM products WHERE id = $1 FOR UPDATE`, [id]));
        if (locked.length === 0) return { kind: 'not-found' };
        const taken = await takenSlugLanguages(manager, id, input.translations);
        if (taken.length > 0) return { kind: 'slug-taken', languages: taken };
        const previous = await currentSlugs(manager, id);
        await updateProductRow(manager, id, input.fields);
        await replaceTranslations(manager, id, input.translations);
        if (redirects.changes(previous)) await applyRedirectChanges(manager, redirects.plan(previous, await lockedRedirects(manager)));
        return { kind: 'saved', id };
      }),
    );
  }

  async delete(id: string): Promise<boolean | 'has-units'> {
    if (!UUID.test(id)) return false;
    // Translations, images and condition records go with it (ON DELETE CASCADE); container units keep it (ON DELETE RESTRICT).
    try {
      const rows = returnedRows<{ id: string }>(await this.dataSource.query(`DELETE FROM products WHERE id = $1 RETURNING id`, [id]));
      return rows.length > 0;
    } catch (error) {
      if (isForeignKeyViolation(error, 'units_product_id_fkey')) return 'has-units';
      throw error;
    }
  }

  /** A slug taken by a concurrent save between the check and the insert still answers as taken. */
  private async saving(input: ProductDraft, save: () => Promise<SaveOutcome>): Promise<SaveOutcome> {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return { kind: 'slug-taken', languages: LANGUAGES.filter((language) => input.translations[language] !== undefined) };
    }
  }
}
