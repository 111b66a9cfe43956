import type { DataSource, EntityManager } from 'typeorm';
import type {
  AdminLandingPage,
  AdminLandingPageSummary,
  LandingPageAdminStore,
  LandingPageFilter,
  LandingSlugTaken,
} from '../../../application/admin-content/landing-page-admin-store.port.js';
import type { LandingPageDraft } from '../../../application/admin-content/landing-page-input.js';
import type { SectionDraft } from '../../../application/admin-content/section-input.js';
import { isLanguage } from '../../../domain/shared/language.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { SECTION_JSON_SQL, toSections, type SectionJson } from '../shared/section-row.mapper.js';
import { containsPattern } from '../like-pattern.js';
import { returnedRows } from '../returned-rows.js';
import { toAdminLandingPageSummary, type AdminLandingPageRow } from './landing-page-admin-row.mapper.js';
import { insertSection } from './section-writer.js';
import { firstTakenLanguage, SlugTakenSignal } from './slug-taken-signal.js';
import { isUniqueViolation, isUuid } from '../uuid.js';

const PAGE_SQL = `
SELECT p.id, p.slug, p.is_published, p.visibility, p.menu_section, p.menu_order, p.related_product_ids,
  p.related_blog_post_ids, p.created_at, p.updated_at,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'metaTitle', t.meta_title, 'metaDescription', t.meta_description, 'metaKeywords', t.meta_keywords,
      'canonicalUrl', t.canonical_url, 'content', t.content, 'contentHtml', t.content_html, 'ogTitle', t.og_title,
      'ogDescription', t.og_description, 'ogImageUrl', t.og_image_url, 'structuredData', t.structured_data) ORDER BY t.language), '[]')
   FROM landing_page_translations t WHERE t.landing_page_id = p.id) AS translations
FROM landing_pages p`;

const LIST_SQL = `${PAGE_SQL}
WHERE ($1::text[] IS NULL OR p.visibility = ANY($1::text[]))
  AND ($2 = '' OR p.slug ILIKE $3 OR EXISTS (SELECT 1 FROM landing_page_translations t
    WHERE t.landing_page_id = p.id AND (t.title ILIKE $3 OR t.slug ILIKE $3)))
ORDER BY p.created_at DESC, p.id`;

const SECTIONS_SQL = `SELECT ${SECTION_JSON_SQL} AS section FROM sections s WHERE s.landing_page_id = $1 ORDER BY s.order_index, s.id`;

export class SqlLandingPageAdminStore implements LandingPageAdminStore {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: LandingPageFilter): Promise<readonly AdminLandingPageSummary[]> {
    const rows: AdminLandingPageRow[] = await this.dataSource.query(LIST_SQL, [filter.visibilities, filter.search, containsPattern(filter.search)]);
    return rows.map(toAdminLandingPageSummary);
  }

  async load(id: string): Promise<AdminLandingPage | null> {
    return isUuid(id) ? this.loadWith(this.dataSource.manager, id) : null;
  }

  async create(draft: LandingPageDraft): Promise<Result<AdminLandingPage, LandingSlugTaken>> {
    return this.write(draft, async (manager) => {
      await this.refuseTakenSlugs(manager, null, draft);
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO landing_pages (slug, is_published, visibility, menu_section, menu_order, related_product_ids, related_blog_post_ids)
         VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7::uuid[]) RETURNING id`,
        [draft.slug, draft.isPublished, draft.visibility, draft.menuSection, draft.menuOrder, draft.relatedProductIds, draft.relatedBlogPostIds],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('landing page insert returned no id');
      await this.insertTranslations(manager, id, draft);
      const created = await this.loadWith(manager, id);
      if (created === null) throw new Error('landing page vanished inside its transaction');
      return created;
    });
  }

  async update(id: string, draft: LandingPageDraft): Promise<Result<AdminLandingPage | null, LandingSlugTaken>> {
    if (!isUuid(id)) return ok(null);
    return this.write(draft, async (manager) => {
      await this.refuseTakenSlugs(manager, id, draft);
      const updated = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE landing_pages SET slug = $2, is_published = $3, visibility = $4, menu_section = $5, menu_order = $6,
             related_product_ids = $7::uuid[], related_blog_post_ids = $8::uuid[], updated_at = now() WHERE id = $1 RETURNING id`,
          [id, draft.slug, draft.isPublished, draft.visibility, draft.menuSection, draft.menuOrder, draft.relatedProductIds, draft.relatedBlogPostIds],
        ),
      );
      if (updated.length === 0) return null;
      await manager.query(`DELETE FROM landing_page_translations WHERE landing_page_id = $1`, [id]);
      await this.insertTranslations(manager, id, draft);
      return this.loadWith(manager, id);
    });
  }

  async setPublished(id: string, isPublished: boolean): Promise<AdminLandingPage | null> {
    if (!isUuid(id)) return null;
    const rows = returnedRows<{ id: string }>(
      await this.dataSource.query(`UPDATE landing_pages SET is_published = $2, updated_at = now() WHERE id = $1 RETURNING id`, [id, isPublished]),
    );
    return rows.length === 0 ? null : this.load(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return returnedRows(await this.dataSource.query(`DELETE FROM landing_pages WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  async replaceSections(id: string, sections: readonly SectionDraft[]): Promise<AdminLandingPage | null | 'id-taken'> {
    if (!isUuid(id)) return null;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const page = returnedRows<{ id: string }>(await manager.query(`UPDATE landing_pages SET updated_at = now() WHERE id = $1 RETURNING id`, [id]));
        if (page.length === 0) return null;
        await manager.query(`DELETE FROM sections WHERE landing_page_id = $1`, [id]);
        for (const [index, section] of sections.entries()) await insertSection(manager, section, id, index + 1);
        return this.loadWith(manager, id);
      });
    } catch (error) {
      // Section ids are unique per page: the same id twice in one list.
      if (isUniqueViolation(error)) return 'id-taken';
      throw error;
    }
  }

  private async write<T>(draft: LandingPageDraft, work: (manager: EntityManager) => Promise<T>): Promise<Result<T, LandingSlugTaken>> {
    try {
      return ok(await this.dataSource.transaction(work));
    } catch (error) {
      if (error instanceof SlugTakenSignal) return err({ kind: 'slug-taken', language: error.language });
      if (isUniqueViolation(error)) return err({ kind: 'slug-taken', language: draft.translations[0]?.language ?? null });
      throw error;
    }
  }

  private async refuseTakenSlugs(manager: EntityManager, id: string | null, draft: LandingPageDraft): Promise<void> {
    const owner = id ?? '00000000-0000-0000-0000-000000000000';
    const defaults: unknown[] = await manager.query(`SELECT 1 FROM landing_pages WHERE slug = $1 AND id <> $2`, [draft.slug, owner]);
    if (defaults.length > 0) throw new SlugTakenSignal(null);
    const withSlug = draft.translations.flatMap((t) => (t.slug === null ? [] : [{ language: t.language, slug: t.slug }]));
    if (withSlug.length === 0) return;
    const taken: { language: string }[] = await manager.query(
      `SELECT language FROM landing_page_translations
       WHERE landing_page_id <> $1 AND (language, slug) IN (SELECT * FROM unnest($2::text[], $3::text[])) ORDER BY language`,
      [owner, withSlug.map((t) => t.language), withSlug.map((t) => t.slug)],
    );
    const language = firstTakenLanguage(taken);
    if (language !== null && isLanguage(language)) throw new SlugTakenSignal(language);
  }

  private async insertTranslations(manager: EntityManager, id: string, draft: LandingPageDraft): Promise<void> {
    for (const t of draft.translations) {
      await manager.query(
        `INSERT INTO landing_page_translations (landing_page_id, language, title, slug, meta_title, meta_description, meta_keywords,
           canonical_url, content, content_html, og_title, og_description, og_image_url, structured_data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
        [id, t.language, t.title, t.slug, t.metaTitle, t.metaDescription, t.metaKeywords, t.canonicalUrl, t.content, t.contentHtml,
          t.ogTitle, t.ogDescription, t.ogImageUrl, t.structuredData === null || t.structuredData === undefined ? null : JSON.stringify(t.structuredData)],
      );
    }
  }

  private async loadWith(manager: EntityManager, id: string): Promise<AdminLandingPage | null> {
    const rows: AdminLandingPageRow[] = await manager.query(`${PAGE_SQL} WHERE p.id = $1`, [id]);
    const row = rows[0];
    if (row === undefined) return null;
    const sections: { section: SectionJson }[] = await manager.query(SECTIONS_SQL, [id]);
    return { ...toAdminLandingPageSummary(row), sections: toSections(sections.map((item) => item.section)) };
  }
}
