import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CountingSqlLogger } from '../../adapters/persistence/counting-sql-logger.js';
import { SECTION_TYPES } from '../../domain/landing/section.js';
import { demoBlogPosts, demoFaqs, demoHomeSections, demoLandingPages } from '../../fixtures/demo/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Section {
  id: string;
  type: string;
  orderIndex: number;
  special: string | null;
  translation: { title: string; highlightBoxes: { icon: string; title: string }[] } | null;
}

const buyPage = demoLandingPages.find((page) => page.key === 'buy-containers-antwerp');
const guidePage = demoLandingPages.find((page) => page.key === 'container-buying-guide');
const draftPage = demoLandingPages.find((page) => !page.isPublished);
if (buyPage === undefined || guidePage === undefined || draftPage === undefined) throw new Error('demo landing pages changed');

describe('content read API', () => {
  const sql = new CountingSqlLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ sqlLogger: sql });
  });
  afterAll(async () => testApp?.close());

  const get = (path: string, status = 200) => request(testApp.server).get(path).expect(status);
  const statementsOf = (path: string, status = 200): Promise<number> => sql.countDuring(() => get(path, status));

  describe('GET /api/content/home', () => {
    it('lists the home sections in order with all ten types, a leasing special and texts in the language', async () => {
      const { body } = await get('/api/content/home?lang=de');
      const sections = body.sections as Section[];
      expect(sections.map((section) => section.id)).toEqual([...demoHomeSections].sort((a, b) => a.orderIndex - b.orderIndex).map((s) => s.key));
      expect(new Set(sections.map((section) => section.type))).toEqual(new Set(SECTION_TYPES));
      const orders = sections.map((section) => section.orderIndex);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(sections.find((section) => section.id === 'leasing-section')?.special).toBe('leasing');
      expect(sections.find((section) => section.id === 'home-custom-solutions')?.special).toBe('custom-solutions');
      expect(sections.find((section) => section.id === 'home-why-choose-us')?.special).toBe('why-choose-us');
      expect(sections[0]?.translation?.title).toBe('Seecontainer kaufen, mieten und leasen ab Antwerpen');
      const boxes = sections.find((section) => section.id === 'home-services')?.translation?.highlightBoxes ?? [];
      expect(boxes.map((box) => box.icon)).toEqual(['Container', 'TrendingUp', 'Ship']);
      expect(boxes[0]?.title).toBe('Container kaufen');
    });

    it('gives a null translation for a section without one in the language', async () => {
      await testApp.shop.database.dataSource.query(`DELETE FROM section_translations WHERE section_id = 'home-depot' AND language = 'fr'`);
      const { body } = await get('/api/content/home?lang=fr');
      const sections = body.sections as Section[];
      expect(sections.find((section) => section.id === 'home-depot')?.translation).toBeNull();
      expect(sections.find((section) => section.id === 'home-hero')?.translation?.title).toBe(
        'Conteneurs maritimes à vendre, à louer et en leasing depuis Anvers',
      );
    });

    it('costs one statement and refuses an unknown language', async () => {
      expect(await statementsOf('/api/content/home?lang=en')).toBe(1);
      const { body } = await get('/api/content/home?lang=es', 400);
      expect(body.errors[0].field).toBe('lang');
    });
  });

  describe('GET /api/landing-pages/{slug}', () => {
    it('answers in each language by that language slug, with every slug and the default slug', async () => {
      for (const language of ['nl', 'de', 'fr', 'en'] as const) {
        const text = buyPage.translations[language];
        const { body } = await get(`/api/landing-pages/${text.slug}?lang=${language}`);
        expect(body).toMatchObject({ slug: buyPage.slug, language, title: text.title, metaTitle: text.metaTitle, contentHtml: text.contentHtml });
        expect(body.slugs).toEqual({
          nl: buyPage.translations.nl.slug,
          de: buyPage.translations.de.slug,
          fr: buyPage.translations.fr.slug,
          en: buyPage.translations.en.slug,
        });
      }
    });

    it('finds a page by its default slug or another language slug and answers in the language asked for', async () => {
      const byDefault = await get(`/api/landing-pages/${buyPage.slug}?lang=fr`);
      expect(byDefault.body).toMatchObject({ language: 'fr', title: buyPage.translations.fr.title });
      const byOther = await get(`/api/landing-pages/${buyPage.translations.de.slug}?lang=en`);
      expect(byOther.body).toMatchObject({ language: 'en', title: buyPage.translations.en.title });
    });

    it('normalises the sections: sorted, one carousel, a leasing section, Europees Bereik as contact section', async () => {
      const { body } = await get(`/api/landing-pages/${buyPage.translations.en.slug}?lang=en`);
      const sections = body.sections as Section[];
      const orders = sections.map((section) => section.orderIndex);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(sections.filter((section) => section.type === 'container_carousel')).toHaveLength(1);
      expect(sections.filter((section) => section.special === 'leasing')).toHaveLength(1);
      const europe = sections.find((section) => section.id === 'lp-buy-europe');
      expect(europe).toMatchObject({ type: 'contact_section', translation: { title: 'Contact us' } });
      expect(sections.every((section) => section.translation !== null)).toBe(true);

      const guide = (await get(`/api/landing-pages/${guidePage.translations.nl.slug}?lang=nl`)).body.sections as Section[];
      const carousels = guide.filter((section) => section.type === 'container_carousel');
      expect(carousels.map((section) => section.translation?.title)).toEqual(['Populair bij particulieren en kmo’s']);
    });

    it('lists the related products and posts in the language, in the page order', async () => {
      const { body } = await get(`/api/landing-pages/${buyPage.translations.de.slug}?lang=de`);
      expect(body.relatedProducts).toHaveLength(buyPage.relatedProductKeys.length);
      expect(body.relatedProducts[0]).toMatchObject({ title: 'Seecontainer 20ft neu', typeLabel: expect.any(String) });
      const postSlugs = buyPage.relatedBlogPostKeys.map((key) => demoBlogPosts.find((post) => post.key === key)?.translations.de.slug);
      expect(body.relatedPosts.map((post: { slug: string }) => post.slug)).toEqual(postSlugs);
      expect(body.relatedPosts[0].date).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('answers 404 with the spec message for an unknown slug and for a draft page, in the language', async () => {
      const unknown = await get('/api/landing-pages/no-such-page?lang=en', 404);
      expect(unknown.body).toEqual({ statusCode: 404, message: 'Landing page with slug "no-such-page" not found' });
      const draft = await get(`/api/landing-pages/${draftPage.slug}?lang=nl`, 404);
      expect(draft.body).toEqual({ statusCode: 404, message: `Landingspagina met slug "${draftPage.slug}" niet gevonden` });
    });

    it('costs at most 3 statements', async () => {
      expect(await statementsOf(`/api/landing-pages/${buyPage.slug}?lang=en`)).toBeLessThanOrEqual(3);
    });
  });

  describe('GET /api/landing-pages?placement=footer', () => {
    it('groups the published footer_subsection pages by menu section, with the slug and title in the language', async () => {
      const { body } = await get('/api/landing-pages?placement=footer&lang=fr');
      expect(body).toEqual({
        groups: [
          {
            menuSection: 'resources',
            label: 'Resources',
            pages: [{ slug: guidePage.translations.fr.slug, title: guidePage.translations.fr.title }],
          },
        ],
      });
    });

    it('requires placement=footer, naming the field', async () => {
      expect((await get('/api/landing-pages?lang=en', 400)).body.errors[0].field).toBe('placement');
      expect((await get('/api/landing-pages?placement=header', 400)).body.errors[0].field).toBe('placement');
    });
  });

  describe('GET /api/blog', () => {
    it('lists the 6 posts newest shown date first, with reading time', async () => {
      const { body } = await get('/api/blog?lang=en');
      const dates = demoBlogPosts.map((post) => ({ slug: post.translations.en.slug, date: post.customPublishDate ?? post.publishedAt }));
      const expected = [...dates].sort((a, b) => b.date.localeCompare(a.date));
      expect(body.items.map((item: { slug: string; date: string }) => [item.slug, item.date])).toEqual(expected.map((post) => [post.slug, post.date]));
      expect(body.items[0]).toMatchObject({ slug: 'container-crane-truck-delivery-how-to-prepare', date: '2026-10-01T08:00:00.000Z' });
      expect(body.items.every((item: { readingMinutes: number }) => Number.isInteger(item.readingMinutes) && item.readingMinutes >= 1)).toBe(true);
    });
  });

  describe('GET /api/blog/{slug}', () => {
    const post = demoBlogPosts.find((item) => item.key === 'reefer-guide');
    if (post === undefined) throw new Error('demo blog posts changed');

    it('returns the post in the language of its slug', async () => {
      const { body } = await get(`/api/blog/${post.translations.fr.slug}?lang=fr`);
      expect(body).toMatchObject({
        language: 'fr',
        slug: post.translations.fr.slug,
        title: post.translations.fr.title,
        content: post.translations.fr.content,
        keywords: [...post.translations.fr.keywords],
        date: post.publishedAt,
      });
      expect(body.slugs).toEqual({ nl: post.translations.nl.slug, de: post.translations.de.slug, fr: post.translations.fr.slug, en: post.translations.en.slug });
    });

    it('answers a Dutch slug asked in another language with the Dutch post (language nl)', async () => {
      const { body } = await get(`/api/blog/${post.translations.nl.slug}?lang=de`);
      expect(body).toMatchObject({ language: 'nl', slug: post.translations.nl.slug, title: post.translations.nl.title });
    });

    it('answers another language slug in the language asked for', async () => {
      const { body } = await get(`/api/blog/${post.translations.en.slug}?lang=de`);
      expect(body).toMatchObject({ language: 'de', slug: post.translations.de.slug });
    });

    it('answers 404 Blog post not found, localized', async () => {
      expect((await get('/api/blog/no-such-post?lang=en', 404)).body).toEqual({ statusCode: 404, message: 'Blog post not found' });
      expect((await get('/api/blog/no-such-post?lang=de', 404)).body.message).toBe('Blogbeitrag nicht gefunden');
    });

    it('gives every language slug, and 404 for an unknown post', async () => {
      expect((await get(`/api/blog/${post.translations.de.slug}/slugs`)).body.en).toBe(post.translations.en.slug);
      await get('/api/blog/no-such-post/slugs', 404);
    });
  });

  describe('GET /api/faq', () => {
    const byOrder = [...demoFaqs].sort((a, b) => a.orderIndex - b.orderIndex);

    it('numbers every entry with two digits in order', async () => {
      const { body } = await get('/api/faq?lang=nl');
      expect(body.items).toHaveLength(byOrder.length);
      expect(body.items[0]).toMatchObject({ number: '01', question: byOrder[0]?.translations.nl.question });
      expect(body.items.at(-1)).toMatchObject({ number: String(byOrder.length).padStart(2, '0') });
    });

    it('filters case-insensitively on question or answer and keeps the full-list numbers', async () => {
      const { body } = await get('/api/faq?lang=en&q=RENTAL');
      const expected = byOrder.flatMap((entry, index) => {
        const { question, answer } = entry.translations.en;
        return `${question} ${answer}`.toLowerCase().includes('rental') ? [String(index + 1).padStart(2, '0')] : [];
      });
      expect(expected).toContain('06');
      expect(body.items.map((item: { number: string }) => item.number)).toEqual(expected);
      expect((await get('/api/faq?lang=en&q=zzzzqqq')).body.items).toEqual([]);
    });

    it('refuses q over 200 characters, naming q', async () => {
      const { body } = await get(`/api/faq?lang=en&q=${'a'.repeat(201)}`, 400);
      expect(body.errors[0].field).toBe('q');
    });
  });

  it('costs at most 3 statements on every route', async () => {
    const post = demoBlogPosts[0];
    if (post === undefined) throw new Error('no demo posts');
    const costs = {
      footer: await statementsOf('/api/landing-pages?placement=footer&lang=en'),
      blog: await statementsOf('/api/blog?lang=en'),
      post: await statementsOf(`/api/blog/${post.translations.nl.slug}?lang=de`),
      slugs: await statementsOf(`/api/blog/${post.translations.nl.slug}/slugs`),
      faq: await statementsOf('/api/faq?lang=en&q=rent'),
      suggestions: await statementsOf('/api/search/suggestions?lang=en&q=container'),
      shortTerm: await statementsOf('/api/search/suggestions?lang=en&q=co'),
    };
    expect(costs).toEqual({ footer: 1, blog: 1, post: 2, slugs: 2, faq: 1, suggestions: 2, shortTerm: 0 });
  });

  describe('GET /api/search/suggestions', () => {
    it('finds up to 3 products by title in the language, and published landing pages only', async () => {
      const reefer = await get('/api/search/suggestions?lang=en&q=REEFER');
      expect(reefer.body.products.map((item: { title: string }) => item.title)).toEqual([
        'Reefer container 10ft new',
        'Reefer container 20ft',
        'Reefer container 40ft High Cube',
      ]);
      // The only reefer landing page is a draft.
      expect(reefer.body.landingPages).toEqual([]);
      const antwerp = await get('/api/search/suggestions?lang=en&q=antwerp');
      expect(antwerp.body.landingPages).toEqual([{ title: buyPage.translations.en.title, slug: buyPage.translations.en.slug }]);
    });

    it('finds nothing for fewer than 3 characters and takes LIKE wildcards literally', async () => {
      expect((await get('/api/search/suggestions?lang=en&q=%20re%20')).body).toEqual({ products: [], landingPages: [] });
      expect((await get('/api/search/suggestions?lang=en&q=%25%25%25')).body).toEqual({ products: [], landingPages: [] });
      expect((await get('/api/search/suggestions?lang=en&q=___')).body).toEqual({ products: [], landingPages: [] });
    });

    it('refuses q over 200 characters and unknown parameters', async () => {
      expect((await get(`/api/search/suggestions?q=${'x'.repeat(201)}`, 400)).body.errors[0].field).toBe('q');
      expect((await get('/api/search/suggestions?term=abc', 400)).body.errors[0].field).toBe('term');
    });
  });
});
