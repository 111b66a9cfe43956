import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { pageHeads } from '../../api/http/page-head.js';
import { sitemapAndRobots } from '../../api/http/sitemap.js';
import { webPages } from '../../api/http/web-pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** What a crawler without JavaScript gets: heads, statuses, redirects, sitemap. */
describe('server-sent pages', () => {
  let testApp: TestApp;
  let app: express.Express;
  beforeAll(async () => {
    testApp = await startTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nl"><head><!--head--><title>x</title></head><body></body></html>');
    const web = webPages(dist, { publicUrl: 'https://shop.example', headFor: pageHeads(testApp.shop) });
    if (web === null) throw new Error('no web');
    app = express();
    app.use(sitemapAndRobots(testApp.shop));
    app.use(web.assets, web.pages);
  });
  afterAll(async () => testApp?.close());

  const slugsOfFirstProduct = async (): Promise<Record<string, string>> => {
    const list = await request(testApp.server).get('/api/products?lang=en&pageSize=1').expect(200);
    return (await request(testApp.server).get(`/api/products/${list.body.items[0].slug}/slugs`).expect(200)).body;
  };

  it('gives a product page its title, description, canonical and hreflang with each language slug', async () => {
    const slugs = await slugsOfFirstProduct();
    for (const language of ['nl', 'de', 'fr', 'en']) {
      const page = await request(app).get(`/${language}/container/${slugs[language]}`).expect(200);
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(`<link rel="canonical" href="https://shop.example/${language}/container/${slugs[language]}">`);
      for (const other of ['nl', 'de', 'fr', 'en']) {
        expect(page.text).toContain(`hreflang="${other}" href="https://shop.example/${other}/container/${slugs[other]}"`);
      }
      expect(page.text).toContain('hreflang="x-default"');
      expect(page.text).toMatch(/<meta name="description" content="[^"]+">/);
      expect(page.text).toContain('"@type":"Product"');
      expect(page.text).not.toContain('<title>x</title>');
    }
  });

  it('sends another language slug to the right one (301) and an unknown product to 404', async () => {
    const slugs = await slugsOfFirstProduct();
    expect((await request(app).get(`/de/container/${slugs['nl']}`).expect(301)).headers['location']).toBe(`/de/container/${slugs['de']}`);
    await request(app).get('/en/container/no-such-container').expect(404);
    await request(app).get('/en/blog/no-such-post').expect(404);
  });

  it('heads fixed pages and blog posts in their language', async () => {
    const home = await request(app).get('/fr').expect(200);
    expect(home.text).toContain('<title>Acheter, louer et leaser des conteneurs maritimes | Container Shop</title>');
    const posts = await request(testApp.server).get('/api/blog?lang=de').expect(200);
    const post = await request(app).get(`/de/blog/${posts.body.items[0].slug}`).expect(200);
    expect(post.text).toContain('"@type":"BlogPosting"');
  });

  it('lists every page in every language in the sitemap, and robots.txt points to it', async () => {
    const sitemap = await request(app).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toContain('xml');
    const slugs = await slugsOfFirstProduct();
    const base = testApp.shop.config.publicUrl;
    expect(sitemap.text).toContain(`<loc>${base}/de/container/${slugs['de']}</loc>`);
    expect(sitemap.text).toContain(`<loc>${base}/en/faq</loc>`);
    expect(sitemap.text).toContain('xhtml:link rel="alternate" hreflang="fr"');
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /admin');
  });
});
