import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { Logger } from 'typeorm';
import { formatEuro } from '../../domain/pricing/format-euro.js';
import { displayedAmount } from '../../domain/vat/display-prices.js';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FRESHNESS_MS = 100;
const pastFreshness = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 50));

/** What a reader without JavaScript sees of the page: the text of `#root`, tags and comments dropped. */
const rootText = (html: string): string => {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="query-state">/.exec(html)?.[1] ?? '';
  return root
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
};

interface DehydratedQuery {
  readonly queryKey: readonly unknown[];
  readonly state: { readonly data: unknown; readonly status?: string; readonly error?: unknown };
}

const queryState = (html: string): readonly DehydratedQuery[] => {
  const json = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error('no query-state block');
  return (JSON.parse(json) as { queries: DehydratedQuery[] }).queries;
};

/** Keeps the SQL the shop runs, to tell what an answer cost. */
class StatementLog implements Logger {
  readonly statements: string[] = [];
  logQuery(query: string): void {
    this.statements.push(query);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
  async during(work: () => Promise<unknown>): Promise<readonly string[]> {
    const before = this.statements.length;
    await work();
    return this.statements.slice(before);
  }
}

/** Every public storefront page as the server sends it, before any script runs (the built render bundle, the demo shop). */
describe('pages rendered on the server', () => {
  const sql = new StatementLog();
  let testApp: TestApp;
  beforeAll(async () => {
    const webDistDir = buildServerRendering();
    testApp = await startTestApp({ webDistDir, sqlLogger: sql, env: { CATALOGUE_FRESHNESS_MS: String(FRESHNESS_MS) } });
  }, 120_000);
  afterAll(async () => testApp?.close());

  const api = async <T>(path: string): Promise<T> => (await request(testApp.server).get(path).expect(200)).body as T;
  const page = async (path: string, status = 200): Promise<string> => {
    const answer = await request(testApp.server).get(path).expect(status);
    expect(answer.headers['content-type']).toContain('text/html');
    const language = path.split('/')[1];
    expect(answer.text).toContain(`<html lang="${language}">`);
    return answer.text;
  };

  it('renders the listing with its products and the product page with its name and price, in the page language', async () => {
    const listing = await api<{ items: { slug: string; title: string }[] }>('/api/products?lang=de');
    const html = await page('/de/container');
    for (const product of listing.items.slice(0, 6)) expect(rootText(html)).toContain(product.title);
    expect(html).toContain(`href="/de/container/${listing.items[0]?.slug}"`);
    expect(queryState(html).map((query) => query.queryKey[0])).toContain('products');

    const product = await api<{ slug: string; title: string; priceNew: number }>(`/api/products/${listing.items[0]?.slug}?lang=en`);
    const productHtml = await page(`/en/container/${product.slug}`);
    expect(rootText(productHtml)).toContain(product.title);
    // Shown incl. 21 % Belgian VAT by default, in whole euros.
    expect(rootText(productHtml)).toContain(formatEuro(displayedAmount(product.priceNew * 100, 'incl', 21), 'en'));
    expect(queryState(productHtml).some((query) => query.queryKey[0] === 'product' && query.queryKey[1] === product.slug)).toBe(true);
  });

  it('renders the FAQ questions, the blog titles, a post and a landing page', async () => {
    const faqs = await api<{ items: { question: string }[] }>('/api/faq?lang=fr');
    const faqText = rootText(await page('/fr/faq'));
    expect(faqs.items.length).toBeGreaterThan(3);
    for (const faq of faqs.items) expect(faqText).toContain(faq.question);

    const posts = await api<{ items: { slug: string; title: string }[] }>('/api/blog?lang=en');
    const blogText = rootText(await page('/en/blog'));
    for (const post of posts.items) expect(blogText).toContain(post.title);
    const first = posts.items[0];
    if (first === undefined) throw new Error('no posts');
    expect(rootText(await page(`/en/blog/${first.slug}`))).toContain(first.title);

    const footer = await api<{ groups: { pages: { slug: string; title: string }[] }[] }>('/api/landing-pages?placement=footer&lang=nl');
    const landing = footer.groups[0]?.pages[0];
    if (landing === undefined) throw new Error('no landing page');
    expect(rootText(await page(`/nl/pages/${landing.slug}`))).toContain(landing.title);
  });

  it('renders the home page with its sections and every service and policy page with its own text', async () => {
    const home = await api<{ sections: { translation: { title: string } | null }[] }>('/api/content/home?lang=nl');
    const homeText = rootText(await page('/nl'));
    const titles = home.sections.flatMap((section) => (section.translation === null ? [] : [section.translation.title]));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles.slice(0, 3)) expect(homeText).toContain(title);
    const pages: readonly (readonly [string, string])[] = [
      ['/en/rent', 'Rent'],
      ['/de/leasing', 'Leasing'],
      ['/en/koelcontainers-reefers-vriescontainers', 'Reefer'],
      ['/fr/modifications', 'conteneur'],
      ['/nl/contact', 'Contact'],
      ['/en/privacy-statement', 'Privacy'],
      ['/en/cookie-policy', 'Cookie'],
      ['/de/return-policy', 'Rückgabe'],
    ];
    for (const [path, word] of pages) {
      const text = rootText(await page(path));
      expect({ path, word: text.includes(word), long: text.length > 800 }).toEqual({ path, word: true, long: true });
    }
  });

  it('renders cart, checkout and confirmation with their frame and a loading state, without any visitor data', async () => {
    for (const path of ['/en/cart', '/en/checkout', '/en/order-confirmation/2b1f6c1e-3f0a-4a57-9d0c-5d0f7d1f2a10']) {
      const html = await page(path);
      expect(rootText(html)).toContain('Containers for sale');
      expect(queryState(html).filter((query) => ['cart', 'order', 'auth', 'me'].includes(String(query.queryKey[0])))).toEqual([]);
    }
  });

  it('renders an unknown address and an unknown product as the not-found page with 404, its title and description', async () => {
    expect(rootText(await page('/en/no-such-page-at-all', 404))).toMatch(/not found/i);
    for (const path of ['/en/no-such-page-at-all', '/de/container/no-such-container']) {
      const html = await page(path, 404);
      expect(html).toMatch(/<title>(Page not found|Seite nicht gefunden) \| Container Shop<\/title>/);
      expect(html).toMatch(/<meta name="description" content="(The page you are looking for does not exist or has been moved\.|Die gesuchte Seite existiert nicht oder wurde verschoben\.)">/);
    }
  });

  it("renders a product, post or order the shop does not have in the page's own not-found state, and sends that 404 for hydration", async () => {
    const product = await page('/en/container/no-such-container', 404);
    expect(rootText(product)).toContain('Product not available');
    expect(rootText(await page('/en/blog/no-such-post', 404))).toContain('Blog post not found');
    const missing = queryState(product).filter((query) => query.queryKey[0] === 'product');
    expect(missing).toEqual([expect.objectContaining({ queryKey: ['product', 'no-such-container', 'en'], state: expect.objectContaining({ status: 'error', error: { status: 404 } }) })]);
    const order = await request(testApp.server).get('/en/order-confirmation/00000000-0000-4000-8000-000000000000?token=wrong');
    expect(rootText(order.text)).toContain('Order not found');
    expect(order.headers['cache-control']).toContain('no-store');
  });

  it('keeps a rendered page: its second answer reads nothing but the versions; a content change shows once the version is read again', async () => {
    const first = await page('/en/faq');
    await pastFreshness();
    const again = await sql.during(() => request(testApp.server).get('/en/faq').expect(200));
    // Only the cached versions are asked (catalogue, content, redirect rules): no FAQ read, no render.
    expect(again.length).toBeGreaterThan(0);
    expect(again.filter((statement) => !statement.includes('FROM cache_versions'))).toEqual([]);
    const faqs = await api<{ items: { question: string }[] }>('/api/faq?lang=en');
    const changed = faqs.items[0];
    if (changed === undefined) throw new Error('no FAQ');
    expect(rootText(first)).toContain(changed.question);
    await testApp.shop.database.dataSource.query(`UPDATE faq_translations SET question = 'How fast is a rendered page?' WHERE question = $1 AND language = 'en'`, [changed.question]);
    await pastFreshness();
    const after = rootText(await page('/en/faq'));
    expect(after).toContain('How fast is a rendered page?');
    expect(after).not.toContain(changed.question);
  });
});
