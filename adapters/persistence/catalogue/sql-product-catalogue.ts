import type { DataSource } from 'typeorm';
import type { ProductCatalogue } from '../../../application/catalogue/product-catalogue.port.js';
import type { ProductDetail, ProductSummary } from '../../../domain/catalogue/product.js';
import type { Language } from '../../../domain/shared/language.js';
import { containsPattern } from '../like-pattern.js';
import { detailWithUnits, summaryWithUnits, toProductDetail, toProductSummary, UNIT_COUNTS_COLUMN, type DetailRow, type SummaryRow } from '../shared/product-row.mapper.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, type UnitCounts } from '../../../domain/units/unit-stock.js';

type WithUnitCounts<T> = T & { readonly unit_counts: UnitCounts | null };

const LIST_SQL = `
SELECT p.*, t.title, t.slug, t.description, t.meta_description,
  (SELECT i.image_url FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort_order LIMIT 1) AS image_url,
  ${UNIT_COUNTS_COLUMN}
FROM products p
JOIN product_translations t ON t.product_id = p.id AND t.language = $1
ORDER BY p.created_at DESC, p.id`;

/** The whole product page in one statement: translations, images and condition data as JSON. */
const DETAIL_SQL = `
SELECT p.*,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'description', t.description, 'descriptionHtml', t.description_html, 'metaTitle', t.meta_title,
      'metaDescription', t.meta_description) ORDER BY t.language), '[]')
   FROM product_translations t WHERE t.product_id = p.id) AS translations,
  (SELECT coalesce(json_agg(json_build_object('imageUrl', i.image_url, 'sortOrder', i.sort_order) ORDER BY i.sort_order), '[]')
   FROM product_images i WHERE i.product_id = p.id) AS images,
  (SELECT coalesce(json_agg(json_build_object('condition', c.condition, 'imageUrl', c.image_url, 'sortOrder', c.sort_order) ORDER BY c.sort_order), '[]')
   FROM product_condition_images c WHERE c.product_id = p.id) AS condition_images,
  (SELECT coalesce(json_agg(json_build_object('condition', m.condition, 'imageUrl', m.image_url) ORDER BY m.condition), '[]')
   FROM product_main_condition_images m WHERE m.product_id = p.id) AS main_condition_images,
  (SELECT coalesce(json_agg(json_build_object('condition', ci.condition, 'imageUrl', ci.image_url,
      'translations', (SELECT json_agg(json_build_object('language', cit.language, 'title', cit.title,
          'description', cit.description, 'benefits', cit.benefits, 'badges', cit.badges))
        FROM product_condition_info_translations cit WHERE cit.condition_info_id = ci.id)) ORDER BY ci.condition), '[]')
   FROM product_condition_info ci WHERE ci.product_id = p.id) AS condition_info,
  (SELECT json_build_object('type', d.type,
      'translations', (SELECT json_agg(json_build_object('language', dt.language, 'title', dt.title,
          'description', dt.description, 'features', dt.features, 'usageExamples', dt.usage_examples))
        FROM product_type_description_translations dt WHERE dt.type_description_id = d.id))
   FROM product_type_descriptions d WHERE d.type = p.type) AS type_description,
  ${UNIT_COUNTS_COLUMN}
FROM products p WHERE p.id = $1`;

/** Products with their availability and stock status following their container units, where they have any. */
export class SqlProductCatalogue implements ProductCatalogue {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD,
  ) {}

  async listSummaries(language: Language): Promise<readonly ProductSummary[]> {
    const rows: WithUnitCounts<SummaryRow>[] = await this.dataSource.query(LIST_SQL, [language]);
    return rows.map((row) => summaryWithUnits(toProductSummary(row), row.unit_counts, this.lowStockThreshold));
  }

  async findIdBySlug(slug: string, language: Language | null): Promise<string | null> {
    const rows: { product_id: string }[] =
      language === null
        ? await this.dataSource.query(
            `SELECT product_id FROM product_translations WHERE slug = $1 ORDER BY (language = 'nl') DESC, language LIMIT 1`,
            [slug],
          )
        : await this.dataSource.query(`SELECT product_id FROM product_translations WHERE slug = $1 AND language = $2`, [slug, language]);
    return rows[0]?.product_id ?? null;
  }

  async loadDetail(id: string, language: Language): Promise<ProductDetail | null> {
    const rows: WithUnitCounts<DetailRow>[] = await this.dataSource.query(DETAIL_SQL, [id]);
    const row = rows[0];
    const detail = row === undefined ? null : toProductDetail(row, language);
    return row === undefined || detail === null ? null : detailWithUnits(detail, row.unit_counts, this.lowStockThreshold);
  }

  async slugsById(id: string): Promise<Readonly<Partial<Record<Language, string>>>> {
    const rows: { language: Language; slug: string }[] = await this.dataSource.query(
      `SELECT language, slug FROM product_translations WHERE product_id = $1`,
      [id],
    );
    return Object.fromEntries(rows.map((row) => [row.language, row.slug]));
  }

  async searchByTitle(language: Language, term: string, limit: number): Promise<readonly { title: string; slug: string }[]> {
    return this.dataSource.query(
      `SELECT title, slug FROM product_translations WHERE language = $1 AND title ILIKE $2 ORDER BY title LIMIT $3`,
      [language, containsPattern(term), limit],
    );
  }
}
