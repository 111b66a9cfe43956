import type { DataSource, EntityManager } from 'typeorm';
import type { BlogPostRecord } from '../../../application/content/blog-catalogue.port.js';
import type { BlogAdminStore, SlugTaken } from '../../../application/admin-content/blog-admin-store.port.js';
import type { BlogPostDraft } from '../../../application/admin-content/blog-post-input.js';
import { isLanguage } from '../../../domain/shared/language.js';
import { err, ok, type Result } from '../../../domain/shared/result.js';
import { toBlogPostRecord, type BlogPostRow } from '../shared/blog-row.mapper.js';
import { returnedRows } from '../returned-rows.js';
import type { PageMove } from '../../../domain/redirects/slug-change-redirects.js';
import { followPageMoves } from '../shared/redirect-writes.js';
import { firstTakenLanguage, SlugTakenSignal } from './slug-taken-signal.js';
import { isUniqueViolation, isUuid } from '../uuid.js';

const POSTS_SQL = `
SELECT b.id, b.image_url, b.image_alt, b.image_title, b.published_at, b.custom_publish_date,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'content', t.content, 'metaDescription', t.meta_description, 'keywords', t.keywords) ORDER BY t.language), '[]')
   FROM blog_post_translations t WHERE t.blog_post_id = b.id) AS translations
FROM blog_posts b`;

const ORDER = `ORDER BY b.custom_publish_date DESC NULLS LAST, b.published_at DESC, b.id`;

export class SqlBlogAdminStore implements BlogAdminStore {
  constructor(private readonly dataSource: DataSource) {}

  async listAll(): Promise<readonly BlogPostRecord[]> {
    const rows: BlogPostRow[] = await this.dataSource.query(`${POSTS_SQL} ${ORDER}`);
    return rows.map(toBlogPostRecord);
  }

  async load(id: string): Promise<BlogPostRecord | null> {
    return isUuid(id) ? this.loadWith(this.dataSource.manager, id) : null;
  }

  async create(draft: BlogPostDraft): Promise<Result<BlogPostRecord, SlugTaken>> {
    return this.write(async (manager) => {
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO blog_posts (image_url, image_alt, image_title, custom_publish_date) VALUES ($1, $2, $3, $4) RETURNING id`,
        [draft.imageUrl, draft.imageAlt, draft.imageTitle, draft.customPublishDate],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('blog post insert returned no id');
      return this.saveTranslations(manager, id, draft);
    }, draft);
  }

  async update(id: string, draft: BlogPostDraft, movesFrom: (previous: BlogPostRecord) => readonly PageMove[]): Promise<Result<BlogPostRecord | null, SlugTaken>> {
    if (!isUuid(id)) return ok(null);
    return this.write(async (manager) => {
      const previous = await this.loadWith(manager, id);
      if (previous === null) return ok(null);
      const updated = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE blog_posts SET image_url = $2, image_alt = $3, image_title = $4, custom_publish_date = $5, updated_at = now() WHERE id = $1 RETURNING id`,
          [id, draft.imageUrl, draft.imageAlt, draft.imageTitle, draft.customPublishDate],
        ),
      );
      if (updated.length === 0) return ok(null);
      const saved = await this.saveTranslations(manager, id, draft);
      await followPageMoves(manager, movesFrom(previous));
      return saved;
    }, draft);
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return returnedRows(await this.dataSource.query(`DELETE FROM blog_posts WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  /** A taken slug rolls the whole write back; a race lost to another writer (unique violation) ends the same way. */
  private async write<T>(work: (manager: EntityManager) => Promise<Result<T, SlugTaken>>, draft: BlogPostDraft): Promise<Result<T, SlugTaken>> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const language = error instanceof SlugTakenSignal ? error.language : isUniqueViolation(error) ? (draft.translations[0]?.language ?? null) : null;
      if (language !== null) return err({ kind: 'slug-taken', language });
      throw error;
    }
  }

  private async saveTranslations(manager: EntityManager, id: string, draft: BlogPostDraft): Promise<Result<BlogPostRecord, SlugTaken>> {
    const taken: { language: string }[] = await manager.query(
      `SELECT language FROM blog_post_translations
       WHERE blog_post_id <> $1 AND (language, slug) IN (SELECT * FROM unnest($2::text[], $3::text[])) ORDER BY language`,
      [id, draft.translations.map((t) => t.language), draft.translations.map((t) => t.slug)],
    );
    const language = firstTakenLanguage(taken);
    if (language !== null && isLanguage(language)) throw new SlugTakenSignal(language);
    await manager.query(`DELETE FROM blog_post_translations WHERE blog_post_id = $1`, [id]);
    for (const t of draft.translations) {
      await manager.query(
        `INSERT INTO blog_post_translations (blog_post_id, language, title, slug, content, meta_description, keywords)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [id, t.language, t.title, t.slug, t.content, t.metaDescription === '' ? null : t.metaDescription, JSON.stringify(t.keywords)],
      );
    }
    const saved = await this.loadWith(manager, id);
    if (saved === null) throw new Error('blog post vanished inside its transaction');
    return ok(saved);
  }

  private async loadWith(manager: EntityManager, id: string): Promise<BlogPostRecord | null> {
    const rows: BlogPostRow[] = await manager.query(`${POSTS_SQL} WHERE b.id = $1`, [id]);
    const row = rows[0];
    return row === undefined ? null : toBlogPostRecord(row);
  }
}
