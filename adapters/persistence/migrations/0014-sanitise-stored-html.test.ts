import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { connectTestDatabase, emptyAllTables } from '../../../test/support/test-database.js';
import { activeContentIn, XSS_DOCUMENT } from '../../../test/support/xss-corpus.js';
import { SanitiseStoredHtml1795000000014, STORED_HTML_COLUMNS } from './0014-sanitise-stored-html.js';

const CLEAN = '<h2>Kop</h2><p>Tekst met <a href="https://example.be">een link</a>.</p>';
const PLAIN = 'Plain text <b>kept as typed</b>: shown as text, never as HTML.';

/** Rows as a writer before the one sanitiser could have stored them: the corpus in every HTML column, one clean row beside. */
const storeDirtyRows = async (dataSource: DataSource): Promise<void> => {
  const [product] = await dataSource.query(`INSERT INTO products (condition, size) VALUES ('new', '20ft') RETURNING id`);
  await dataSource.query(
    `INSERT INTO product_translations (product_id, language, title, slug, description, description_html) VALUES ($1,'nl','A','a','d',$2), ($1,'en','B','b','d',$3)`,
    [product.id, XSS_DOCUMENT, CLEAN],
  );
  const [post] = await dataSource.query(`INSERT INTO blog_posts DEFAULT VALUES RETURNING id`);
  await dataSource.query(`INSERT INTO blog_post_translations (blog_post_id, language, title, slug, content) VALUES ($1,'nl','T','t',$2)`, [post.id, XSS_DOCUMENT]);
  const [page] = await dataSource.query(`INSERT INTO landing_pages (slug) VALUES ('p') RETURNING id`);
  await dataSource.query(`INSERT INTO landing_page_translations (landing_page_id, language, title, content, content_html) VALUES ($1,'nl','P',$2,$3)`, [page.id, PLAIN, XSS_DOCUMENT]);
  await dataSource.query(
    `INSERT INTO sections (id, landing_page_id, type, order_index, background_color, background_gradient, padding_top) VALUES ('s1', $1, 'content_centered', 1, $2, $3, '4rem')`,
    [page.id, 'red;background-image:url(https://evil.example/t.png)', 'linear-gradient(135deg, #0f2a44 0%, #1f5aa6 100%)'],
  );
  await dataSource.query(`INSERT INTO section_translations (section_id, language, content_html) VALUES ('s1','nl',$1)`, [XSS_DOCUMENT]);
};

describe('migration 0014: stored HTML through the one sanitiser', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await connectTestDatabase();
    await emptyAllTables(dataSource);
    await storeDirtyRows(dataSource);
    const runner = dataSource.createQueryRunner();
    try {
      await new SanitiseStoredHtml1795000000014().up(runner);
    } finally {
      await runner.release();
    }
  });

  afterAll(async () => {
    await emptyAllTables(dataSource);
    await dataSource.destroy();
  });

  it.each(STORED_HTML_COLUMNS)('leaves nothing active in $table.$column', async ({ table, column }) => {
    const rows: { html: string }[] = await dataSource.query(`SELECT ${column} AS html FROM ${table} WHERE ${column} IS NOT NULL`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(activeContentIn(row.html)).toEqual([]);
      expect(row.html).not.toMatch(/__xss|evil\.example/);
    }
  });

  it('keeps clean HTML as it was and plain text untouched', async () => {
    const [clean] = await dataSource.query(`SELECT description_html AS html FROM product_translations WHERE language = 'en'`);
    expect(clean.html).toBe(CLEAN);
    const [landing] = await dataSource.query(`SELECT content FROM landing_page_translations`);
    expect(landing.content).toBe(PLAIN);
  });

  it('clears a section style value outside the allow-list and keeps the good ones', async () => {
    const [section] = await dataSource.query(`SELECT background_color, background_gradient, padding_top FROM sections WHERE id = 's1'`);
    expect(section).toEqual({ background_color: null, background_gradient: 'linear-gradient(135deg, #0f2a44 0%, #1f5aa6 100%)', padding_top: '4rem' });
  });

  it('is registered with the other migrations', async () => {
    const rows: { name: string }[] = await dataSource.query(`SELECT name FROM schema_migrations`);
    expect(rows.map((row) => row.name)).toContain('SanitiseStoredHtml1795000000014');
  });
});
