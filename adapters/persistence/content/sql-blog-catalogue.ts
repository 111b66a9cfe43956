import type { DataSource } from 'typeorm';
import type { BlogCatalogue, BlogPostListing, BlogPostRecord, BlogSlugMatch } from '../../../application/content/blog-catalogue.port.js';
import { isLanguage, type Language } from '../../../domain/shared/language.js';
import { toBlogPostListing, toBlogPostRecord, type BlogListRow, type BlogPostRow } from '../shared/blog-row.mapper.js';

const LIST_SQL = `
SELECT b.id, b.image_url, b.image_alt, b.published_at, b.custom_publish_date, t.slug, t.title, t.meta_description, t.content
FROM blog_posts b
JOIN blog_post_translations t ON t.blog_post_id = b.id AND t.language = $1`;

const POST_SQL = `
SELECT b.id, b.image_url, b.image_alt, b.image_title, b.published_at, b.custom_publish_date,
  (SELECT coalesce(json_agg(json_build_object('language', t.language, 'title', t.title, 'slug', t.slug,
      'content', t.content, 'metaDescription', t.meta_description, 'keywords', t.keywords) ORDER BY t.language), '[]')
   FROM blog_post_translations t WHERE t.blog_post_id = b.id) AS translations
FROM blog_posts b WHERE b.id = $1`;

export class SqlBlogCatalogue implements BlogCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  async listPosts(language: Language): Promise<readonly BlogPostListing[]> {
    const rows: BlogListRow[] = await this.dataSource.query(LIST_SQL, [language]);
    return rows.map(toBlogPostListing);
  }

  async findBySlug(slug: string): Promise<readonly BlogSlugMatch[]> {
    const rows: { blog_post_id: string; language: string }[] = await this.dataSource.query(
      `SELECT blog_post_id, language FROM blog_post_translations WHERE slug = $1`,
      [slug],
    );
    return rows.flatMap((row) => (isLanguage(row.language) ? [{ postId: row.blog_post_id, language: row.language }] : []));
  }

  async loadPost(id: string): Promise<BlogPostRecord | null> {
    const rows: BlogPostRow[] = await this.dataSource.query(POST_SQL, [id]);
    const row = rows[0];
    return row === undefined ? null : toBlogPostRecord(row);
  }
}
