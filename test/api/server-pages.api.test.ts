import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { pageHeads } from '../../api/storefront/page-head.js';
import { sitemapAndRobots } from '../../api/storefront/sitemap.js';
import { webPages } from '../../api/storefront/web-pages.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaSrc } from '../../domain/media/responsive-image.js';
import { productCardImage } from '../../domain/catalogue/storage-container-image.js';
import { escapeHtml } from '../../api/storefront/escape-html.js';

/** What a crawler without JavaScript gets: heads, statuses, redirects, sitemap. */
describe('server-sent pages', () => {
  let testApp: TestApp;
  let app: express.Express;
  beforeAll(async () => {
    testApp = await startTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="nl"><head><!--head--><title>x</title></head><body><div id="root"><main class="min-h-screen flex-1"></main></div></body></html>');
    const web = webPages(dist, { mode: 'demo', company: testApp.shop.config.company }, { publicUrl: 'https://shop.example', headFor: pageHeads(testApp.shop) });
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

  it('heads every fixed public page in each language, with breadcrumbs, and keeps private pages out of search engines', async () => {
    const titles: Record<string, string> = { nl: 'Veelgestelde vragen | Container Shop', de: 'Häufige Fragen | Container Shop', fr: 'Questions fréquentes | Container Shop', en: 'Frequently Asked Questions | Container Shop' };
    for (const [language, title] of Object.entries(titles)) {
      const faq = await request(app).get(`/${language}/faq`).expect(200);
      expect(faq.text).toContain(`<title>${title}</title>`);
      expect(faq.text).toContain('"@type":"FAQPage"');
      expect(faq.text).toContain('"@type":"BreadcrumbList"');
      expect(faq.text).not.toContain('noindex');
    }
    const contact = await request(app).get('/de/contact').expect(200);
    expect(contact.text).toContain('"@type":"Organization"');
    expect(contact.text).toContain('"vatID"');
    for (const path of ['/nl/cart', '/en/checkout', '/fr/auth', '/nl/admin/blog', '/de/container/admin/new', '/en/order-confirmation/cs_test_1']) {
      const page = await request(app).get(path).expect(200);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('heads a product with its offers and breadcrumb, and a landing page from its own texts', async () => {
    const slugs = await slugsOfFirstProduct();
    const page = await request(app).get(`/en/container/${slugs['en']}`).expect(200);
    expect(page.text).toContain('"@type":"Offer"');
    expect(page.text).toContain('<meta property="og:type" content="product">');
    expect(page.text).toMatch(/"@type":"BreadcrumbList".*"position":3/);
    const footer = await request(testApp.server).get('/api/landing-pages?placement=footer&lang=fr').expect(200);
    const landingSlug: string = footer.body.groups[0].pages[0].slug;
    const landing = await request(app).get(`/fr/pages/${landingSlug}`).expect(200);
    expect(landing.text).toContain('<html lang="fr">');
    expect(landing.text).toContain(`<link rel="canonical" href="https://shop.example/fr/pages/${landingSlug}">`);
    expect(landing.text).toContain('"@type":"BreadcrumbList"');
    await request(app).get('/fr/pages/no-such-page').expect(404);
  });

  it('crawls the sitemap: every listed page and every alternate or canonical link answers 200 without a redirect', async () => {
    const base = testApp.shop.config.publicUrl;
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(base, '')));
    expect(listed.size).toBeGreaterThan(100);
    expect([...listed].some((path) => path.startsWith('/de/pages/'))).toBe(true);
    expect([...listed].some((path) => /\/(cart|checkout|auth|admin)/.test(path))).toBe(false);
    const linked = new Set<string>();
    for (const path of listed) {
      const page = await request(app).get(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      for (const match of page.text.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="https:\/\/shop\.example([^"]+)">/g)) linked.add(match[1] ?? '');
    }
    for (const path of linked) expect({ path, listed: listed.has(path) }).toEqual({ path, listed: true });
  });

  it('hints what the first view needs: the home hero image and API answers, a product page its product', async () => {
    const home = await request(app).get('/nl').expect(200);
    expect(home.text).toMatch(/<link rel="preload" as="image" href="\/media\/[^"]+" imagesrcset="[^"]+ 400w, [^"]+" imagesizes="\(min-width: 768px\) 50vw, 100vw" fetchpriority="high">/);
    expect(home.text).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/content/home?lang=nl">');
    expect(home.text).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products?lang=nl">');
    const filtered = await request(app).get('/nl/container?size=20ft').expect(200);
    expect(filtered.text).not.toContain('as="fetch"');
    expect(filtered.text).not.toContain('as="image"');
    const firstCard = (await request(testApp.server).get('/api/products?lang=nl').expect(200)).body.items[0] as { title: string; imageUrl: string | null };
    const listing = await request(app).get('/nl/container').expect(200);
    expect(listing.text).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products?lang=nl">');
    const listingImage = /<link rel="preload" as="image" href="([^"]+)"(?: imagesrcset="[^"]+" imagesizes="\(min-width: 1024px\) 33vw, \(min-width: 640px\) 50vw, 100vw")? fetchpriority="high">/.exec(listing.text);
    expect(listingImage?.[1]).toBe(mediaSrc(productCardImage(firstCard) ?? 'none', 1200));
    const slugs = await slugsOfFirstProduct();
    const product = await request(app).get(`/de/container/${slugs['de']}`).expect(200);
    expect(product.text).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/${slugs['de']}?lang=de">`);
    expect(product.text).toMatch(/<link rel="preload" as="image" href="[^"]+"( imagesrcset="[^"]+" imagesizes="\(min-width: 1024px\) 50vw, 100vw")? fetchpriority="high">/);
    const faq = await request(app).get('/fr/faq').expect(200);
    expect(faq.text).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/faq?lang=fr">');
    const blog = await request(app).get('/en/blog').expect(200);
    expect(blog.text).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/blog?lang=en">');
    const firstPost = (await request(testApp.server).get('/api/blog?lang=en').expect(200)).body.items[0] as { slug: string; title: string; imageUrl: string };
    const post = await request(app).get(`/en/blog/${firstPost.slug}`).expect(200);
    expect(post.text).toContain(`<link rel="preload" as="image" href="${escapeHtml(mediaSrc(firstPost.imageUrl, 1200))}"`);
  });

  it('sends legacy paths to their page in one hop', async () => {
    for (const legacy of ['/container', '/contact', '/blog', '/rent', '/leasing', '/modifications']) {
      const hop = await request(app).get(legacy).expect(301);
      await request(app).get(hop.headers['location'] ?? '').expect(200);
    }
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
