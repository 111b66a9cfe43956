import type { DataSource } from 'typeorm';
import type {
  FooterPage,
  LandingPageCatalogue,
  LandingPageRecord,
  LandingPageSlugMatch,
  PublishedPageSlugs,
} from '../../../application/content/landing-page-catalogue.port.js';
import type { ProductSummary } from '../../../domain/catalogue/product.js';
import { isLanguage, type Language } from '../../../domain/shared/language.js';
import { summaryWithUnits, toProductSummary, UNIT_COUNTS_COLUMN, type SummaryRow } from '../shared/product-row.mapper.js';
import { DEFAULT_LOW_STOCK_THRESHOLD, type UnitCounts } from '../../../domain/units/unit-stock.js';
import { containsPattern } from '../like-pattern.js';
import { toFooterPage, toLandingPageRecord, type FooterPageRow, type LandingPageRow } from './landing-page-row.mapper.js';
import { SECTION_JSON_SQL } from '../shared/section-row.mapper.js';

const FIND_SQL = `
SELECT lp.id AS page_id, NULL::text AS language FROM landing_pages lp WHERE lp.slug = $1 AND lp.is_published
UNION ALL
SELECT t.landing_page_id, t.language
FROM landing_page_translations t JOIN landing_pages lp ON lp.id = t.landing_page_id AND lp.is_published
WHERE t.slug = $1`;

/** The whole page in one statement: translations, sections (with theirs) and the related posts in $2. */
const PAGE_SQL = `
SELECT lp.id, lp.slug, array_to_json(lp.related_product_ids) AS related_product_ids,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'metaTitle', t.meta_title, 'metaDescription', t.meta_description, 'metaKeywords', t.meta_keywords,
      'canonicalUrl', t.canonical_url, 'content', t.content, 'contentHtml', t.content_html, 'ogTitle', t.og_title,
      'ogDescription', t.og_description, 'ogImageUrl', t.og_image_url, 'structuredData', t.structured_data) ORDER BY t.language), '[]')
   FROM landing_page_translations t WHERE t.landing_page_id = lp.id) AS translations,
  (SELECT coalesce(json_agg(${SECTION_JSON_SQL} ORDER BY s.order_index, s.id), '[]')
   FROM sections s WHERE s.landing_page_id = lp.id) AS sections,
  (SELECT coalesce(json_agg(json_build_object('id', b.id, 'slug', bt.slug, 'title', bt.title,
      'metaDescription', bt.meta_description, 'imageUrl', b.image_url, 'publishedAt', b.published_at,
      'customPublishDate', b.custom_publish_date) ORDER BY array_position(lp.related_blog_post_ids, b.id)), '[]')
   FROM blog_posts b JOIN blog_post_translations bt ON bt.blog_post_id = b.id AND bt.language = $2
   WHERE b.id = ANY(lp.related_blog_post_ids)) AS related_posts
FROM landing_pages lp WHERE lp.id = $1`;

const RELATED_PRODUCTS_SQL = `
SELECT p.*, t.title, t.slug, t.description, t.meta_description,
  (SELECT i.image_url FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort_order LIMIT 1) AS image_url,
  ${UNIT_COUNTS_COLUMN}
FROM products p
JOIN product_translations t ON t.product_id = p.id AND t.language = $2
WHERE p.id = ANY($1::uuid[])
ORDER BY array_position($1::uuid[], p.id)`;

const FOOTER_SQL = `
SELECT lp.slug AS default_slug, lp.menu_section, t.slug, t.title
FROM landing_pages lp
JOIN landing_page_translations t ON t.landing_page_id = lp.id AND t.language = $1
WHERE lp.is_published AND lp.visibility = 'footer_subsection'
ORDER BY lp.menu_order, lp.slug`;

const PUBLISHED_SLUGS_SQL = `
SELECT lp.id, t.language, coalesce(t.slug, lp.slug) AS slug
FROM landing_pages lp
JOIN landing_page_translations t ON t.landing_page_id = lp.id
WHERE lp.is_published
ORDER BY lp.menu_order, lp.slug, t.language`;

const SEARCH_SQL = `
SELECT t.title, coalesce(t.slug, lp.slug) AS slug
FROM landing_page_translations t
JOIN landing_pages lp ON lp.id = t.landing_page_id AND lp.is_published
WHERE t.language = $1 AND t.title ILIKE $2
ORDER BY t.title, lp.slug
LIMIT $3`;

export class SqlLandingPageCatalogue implements LandingPageCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  async findPublishedBySlug(slug: string): Promise<readonly LandingPageSlugMatch[]> {
    const rows: { page_id: string; language: string | null }[] = await this.dataSource.query(FIND_SQL, [slug]);
    return rows.flatMap((row) =>
      row.language === null || isLanguage(row.language) ? [{ pageId: row.page_id, language: row.language }] : [],
    );
  }

  async loadPage(id: string, language: Language): Promise<LandingPageRecord | null> {
    const rows: LandingPageRow[] = await this.dataSource.query(PAGE_SQL, [id, language]);
    const row = rows[0];
    return row === undefined ? null : toLandingPageRecord(row);
  }

  async relatedProducts(ids: readonly string[], language: Language): Promise<readonly ProductSummary[]> {
    const rows: (SummaryRow & { readonly unit_counts: UnitCounts | null })[] = await this.dataSource.query(RELATED_PRODUCTS_SQL, [ids, language]);
    // Availability follows a product's container units where it has any (the threshold only shapes the stock status, not shown here).
    return rows.map((row) => summaryWithUnits(toProductSummary(row), row.unit_counts, DEFAULT_LOW_STOCK_THRESHOLD));
  }

  async listFooterPages(language: Language): Promise<readonly FooterPage[]> {
    const rows: FooterPageRow[] = await this.dataSource.query(FOOTER_SQL, [language]);
    return rows.map(toFooterPage);
  }

  async listPublishedSlugs(): Promise<readonly PublishedPageSlugs[]> {
    const rows: { id: string; language: string; slug: string }[] = await this.dataSource.query(PUBLISHED_SLUGS_SQL);
    const pages = new Map<string, Partial<Record<Language, string>>>();
    for (const row of rows) {
      if (isLanguage(row.language)) pages.set(row.id, { ...pages.get(row.id), [row.language]: row.slug });
    }
    return [...pages].map(([id, slugs]) => ({ id, slugs }));
  }

  async searchByTitle(language: Language, term: string, limit: number): Promise<readonly { title: string; slug: string }[]> {
    return this.dataSource.query(SEARCH_SQL, [language, containsPattern(term), limit]);
  }
}
