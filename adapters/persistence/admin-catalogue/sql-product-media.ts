import type { DataSource, EntityManager } from 'typeorm';
import type {
  AdminConditionImage,
  AdminConditionInfo,
  AdminMainConditionImage,
  AdminProductImage,
  ConditionInfoInput,
  ConditionInfoText,
  PerLanguage,
} from '../../../application/admin-catalogue/admin-product.js';
import type { Condition } from '../../../domain/catalogue/product.js';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { returnedRows } from '../returned-rows.js';
import { toConditionInfo } from './admin-product-row.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Locks the product and touches it: the public catalogue's cache version follows products writes. */
const touchProduct = async (manager: EntityManager, id: string): Promise<boolean> => {
  if (!UUID.test(id)) return false;
  const rows = returnedRows<{ id: string }>(await manager.query(`UPDATE products SET updated_at = now() WHERE id = $1 RETURNING id`, [id]));
  return rows.length > 0;
};

const upsertInfoTexts = async (manager: EntityManager, infoId: string, translations: PerLanguage<ConditionInfoText>): Promise<void> => {
  for (const language of LANGUAGES) {
    const text = translations[language];
    if (text === undefined) continue;
    await manager.query(
      `INSERT INTO product_condition_info_translations (condition_info_id, language, title, description, benefits, badges)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (condition_info_id, language) DO UPDATE
         SET title = EXCLUDED.title, description = EXCLUDED.description, benefits = EXCLUDED.benefits, badges = EXCLUDED.badges`,
      [infoId, language, text.title, text.description, JSON.stringify(text.benefits), JSON.stringify(text.badges)],
    );
  }
};

const INFO_SQL = `
SELECT ci.id, ci.condition, ci.image_url AS "imageUrl",
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'description', t.description,
     'benefits', t.benefits, 'badges', t.badges)), '[]')
   FROM product_condition_info_translations t WHERE t.condition_info_id = ci.id) AS translations
FROM product_condition_info ci WHERE ci.id = $1`;

/** Images, condition images, main condition images and condition info of a product. */
export class SqlProductMedia {
  constructor(protected readonly dataSource: DataSource) {}

  async setImages(id: string, urls: readonly string[]): Promise<readonly AdminProductImage[] | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return null;
      await manager.query(`DELETE FROM product_images WHERE product_id = $1`, [id]);
      const images: AdminProductImage[] = [];
      for (const [sortOrder, imageUrl] of urls.entries()) {
        const rows: { id: string }[] = await manager.query(
          `INSERT INTO product_images (product_id, image_url, sort_order) VALUES ($1, $2, $3) RETURNING id`,
          [id, imageUrl, sortOrder],
        );
        images.push({ id: rows[0]?.id ?? '', imageUrl, sortOrder });
      }
      return images;
    });
  }

  async addConditionImage(id: string, condition: Condition, imageUrl: string): Promise<AdminConditionImage | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return null;
      const rows: { id: string; sort_order: number }[] = await manager.query(
        `INSERT INTO product_condition_images (product_id, condition, image_url, sort_order)
         VALUES ($1, $2, $3, (SELECT count(*) FROM product_condition_images WHERE product_id = $1 AND condition = $2))
         RETURNING id, sort_order`,
        [id, condition, imageUrl],
      );
      const row = rows[0];
      return row === undefined ? null : { id: row.id, condition, imageUrl, sortOrder: row.sort_order };
    });
  }

  async deleteConditionImage(id: string, imageId: string): Promise<boolean> {
    if (!UUID.test(imageId)) return false;
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return false;
      const rows = returnedRows<{ id: string }>(
        await manager.query(`DELETE FROM product_condition_images WHERE id = $1 AND product_id = $2 RETURNING id`, [imageId, id]),
      );
      return rows.length > 0;
    });
  }

  async upsertMainConditionImage(id: string, condition: Condition, imageUrl: string): Promise<AdminMainConditionImage | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return null;
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO product_main_condition_images (product_id, condition, image_url) VALUES ($1, $2, $3)
         ON CONFLICT (product_id, condition) DO UPDATE SET image_url = EXCLUDED.image_url, updated_at = now()
         RETURNING id`,
        [id, condition, imageUrl],
      );
      const row = rows[0];
      return row === undefined ? null : { id: row.id, condition, imageUrl };
    });
  }

  async deleteMainConditionImage(id: string, condition: Condition): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return false;
      const rows = returnedRows<{ id: string }>(
        await manager.query(`DELETE FROM product_main_condition_images WHERE product_id = $1 AND condition = $2 RETURNING id`, [id, condition]),
      );
      return rows.length > 0;
    });
  }

  async createConditionInfo(id: string, input: ConditionInfoInput): Promise<AdminConditionInfo | 'exists' | null> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return null;
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO product_condition_info (product_id, condition, image_url) VALUES ($1, $2, $3)
         ON CONFLICT (product_id, condition) DO NOTHING RETURNING id`,
        [id, input.condition, input.imageUrl],
      );
      const infoId = rows[0]?.id;
      if (infoId === undefined) return 'exists';
      await upsertInfoTexts(manager, infoId, input.translations);
      return this.readInfo(manager, infoId);
    });
  }

  async updateConditionInfo(
    id: string,
    infoId: string,
    change: { readonly imageUrl?: string | null; readonly translations: PerLanguage<ConditionInfoText> },
  ): Promise<AdminConditionInfo | null> {
    if (!UUID.test(infoId)) return null;
    return this.dataSource.transaction(async (manager) => {
      if (!(await touchProduct(manager, id))) return null;
      const owned: { id: string }[] = await manager.query(`SELECT id FROM product_condition_info WHERE id = $1 AND product_id = $2`, [infoId, id]);
      if (owned.length === 0) return null;
      if (change.imageUrl !== undefined) await manager.query(`UPDATE product_condition_info SET image_url = $2 WHERE id = $1`, [infoId, change.imageUrl]);
      await upsertInfoTexts(manager, infoId, change.translations);
      return this.readInfo(manager, infoId);
    });
  }

  private async readInfo(manager: EntityManager, infoId: string): Promise<AdminConditionInfo | null> {
    const rows: Parameters<typeof toConditionInfo>[0][] = await manager.query(INFO_SQL, [infoId]);
    return rows[0] === undefined ? null : toConditionInfo(rows[0]);
  }
}
