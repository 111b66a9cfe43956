import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LANGUAGES } from '../../domain/shared/language.js';
import { STORED_HTML_COLUMNS } from '../../adapters/persistence/migrations/0014-sanitise-stored-html.js';
import { seedBlogPosts, seedSections } from '../../adapters/persistence/seed/seed-content.js';
import type { DemoBlogPost, DemoSection } from '../../fixtures/demo/demo-types.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { activeContentIn, XSS_DOCUMENT } from '../support/xss-corpus.js';

/** What a browser would find active in an HTML field: nothing, and no trace of the payloads' targets. */
const expectInert = (html: unknown): void => {
  expect(typeof html).toBe('string');
  expect(activeContentIn(html as string)).toEqual([]);
  expect(html).not.toMatch(/__xss|evil\.example/);
};

const PLAIN = 'Bel ons <a href="javascript:window.__xss=1">hier</a>';

const productBody = {
  type: 'Standard',
  condition: 'new',
  size: '20ft',
  price: 2500,
  priceNew: 2500,
  priceUsedA: null,
  priceUsedCw: null,
  priceRentPerDay: null,
  isAvailable: true,
  deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
  translations: { nl: { title: 'XSS container', description: 'Beschrijving', descriptionHtml: XSS_DOCUMENT, slug: 'xss-container', metaTitle: null, metaDescription: null } },
};

/** The corpus through every writer of rich text; what is stored and what the public API serves. */
describe('stored script: every writer of HTML goes through the one sanitiser', () => {
  let testApp: TestApp;
  let admin: string;
  beforeAll(async () => {
    testApp = await startTestApp({ seedDemo: false, env: { CATALOGUE_FRESHNESS_MS: '0' } });
    admin = await adminSession(testApp);
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, body: object) => request(testApp.server).post(path).set('Cookie', admin).send(body);

  it('a product description saved through the admin API', async () => {
    const saved = await post('/api/admin/products', productBody).expect(201);
    expectInert(saved.body.translations.nl.descriptionHtml);
    expectInert((await request(testApp.server).get('/api/products/xss-container?lang=nl').expect(200)).body.descriptionHtml);
  });

  it('a blog post saved through the admin API', async () => {
    const translations = { nl: { title: 'XSS', slug: 'xss-post', content: `<p>Tekst</p>${XSS_DOCUMENT}`, metaDescription: 'm', keywords: '' } };
    const saved = await post('/api/admin/blog', { translations }).expect(201);
    expectInert(saved.body.post.translations[0].content);
    expectInert((await request(testApp.server).get('/api/blog/xss-post?lang=nl').expect(200)).body.content);
  });

  it('a landing page and its sections saved through the admin API; its plain content is served as the text it is', async () => {
    const created = await post('/api/admin/landing-pages', {
      slug: 'xss-page',
      isPublished: true,
      translations: { nl: { title: 'XSS', content: PLAIN, contentHtml: XSS_DOCUMENT } },
    }).expect(201);
    const id = created.body.page.id as string;
    await request(testApp.server)
      .put(`/api/admin/landing-pages/${id}/sections`)
      .set('Cookie', admin)
      .send({ sections: [{ type: 'content_centered', translations: { nl: { title: 'Sectie', contentHtml: XSS_DOCUMENT } } }] })
      .expect(200);
    const served = (await request(testApp.server).get('/api/landing-pages/xss-page?lang=nl').expect(200)).body;
    expectInert(served.contentHtml);
    expect(served.content).toBe(PLAIN);
    const section = (served.sections as { translation: { title: string | null; contentHtml: string } | null }[]).find((entry) => entry.translation?.title === 'Sectie');
    expectInert(section?.translation?.contentHtml);
  });

  it('a home section saved through the admin API', async () => {
    await post('/api/admin/home-sections', { type: 'content_centered', translations: { nl: { title: 'Home XSS', contentHtml: XSS_DOCUMENT } } }).expect(201);
    const sections = (await request(testApp.server).get('/api/content/home?lang=nl').expect(200)).body.sections as { translation: { title: string; contentHtml: string } | null }[];
    const section = sections.find((entry) => entry.translation?.title === 'Home XSS');
    expectInert(section?.translation?.contentHtml);
  });

  it('refuses section style values that are not a colour, a gradient or a length (they go into a style attribute), naming the field', async () => {
    const refused = await post('/api/admin/home-sections', {
      type: 'content_centered',
      backgroundColor: 'red;background-image:url(https://evil.example/t.png)',
      backgroundGradient: 'linear-gradient(135deg, #0f2a44 0%, #1f5aa6 100%)',
      paddingTop: '4rem;top:0',
      translations: { nl: { title: 'Stijl' } },
    })
      .set('Accept-Language', 'en')
      .expect(400);
    expect(refused.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['backgroundColor', 'paddingTop']);
  });

  it('an FAQ answer is plain text: stored and served as typed (the page shows it as text)', async () => {
    await post('/api/admin/faq', { translations: { nl: { question: 'XSS?', answer: PLAIN } } }).expect(201);
    const items = (await request(testApp.server).get('/api/faq?lang=nl').expect(200)).body.items as { question: string; answer: string }[];
    expect(items.find((item) => item.question === 'XSS?')?.answer).toBe(PLAIN);
  });

  it('the demo seed writes its HTML through the sanitiser', async () => {
    const section: DemoSection = {
      key: 'xss-seed', type: 'content_centered', orderIndex: 99, backgroundColor: null, backgroundGradient: null, paddingTop: null, paddingBottom: null,
      translations: Object.fromEntries(
        LANGUAGES.map((language) => [language, { title: `Seed ${language}`, subtitle: null, contentHtml: XSS_DOCUMENT, imageUrl: null, imageAlt: null, buttonText: null, buttonUrl: null, highlightBoxes: null }]),
      ) as DemoSection['translations'],
    };
    const blog: DemoBlogPost = {
      key: 'xss-seed-post', image: null, imageAlt: 'a', imageTitle: 't', publishedAt: '2026-01-01T00:00:00.000Z', customPublishDate: null,
      translations: Object.fromEntries(
        LANGUAGES.map((language) => [language, { title: 'Seed', slug: `seed-xss-${language}`, content: XSS_DOCUMENT, metaDescription: 'm', keywords: [] as string[] }]),
      ) as unknown as DemoBlogPost['translations'],
    };
    await testApp.shop.database.dataSource.transaction(async (manager) => {
      await seedSections(manager, [section], null);
      await seedBlogPosts(manager, [blog]);
    });
    const rows: { html: string }[] = await testApp.shop.database.dataSource.query(
      `SELECT content_html AS html FROM section_translations WHERE title LIKE 'Seed %' UNION ALL SELECT content FROM blog_post_translations WHERE slug LIKE 'seed-xss-%'`,
    );
    expect(rows).toHaveLength(8);
    for (const row of rows) expectInert(row.html);
  });

  it('leaves nothing active in any stored HTML column after all the writers above', async () => {
    for (const { table, column } of STORED_HTML_COLUMNS) {
      const rows: { html: string }[] = await testApp.shop.database.dataSource.query(`SELECT ${column} AS html FROM ${table} WHERE ${column} IS NOT NULL`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expectInert(row.html);
    }
  });
});
