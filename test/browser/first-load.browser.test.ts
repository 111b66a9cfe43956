import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

/** Chrome names a preload nobody used in a console warning a few seconds after the load event. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;

const consoleProblems = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || UNUSED_PRELOAD.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};

describe('the first load of a storefront page', () => {
  let server: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startShopServer(3998);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('paints the whole page from the HTML alone, before any script runs', async () => {
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server.baseUrl}/nl`);
    // The logo (a mark drawn inline and the company name as text) links home.
    expect(await page.locator('#root header a[href="/nl"]', { hasText: 'Container Shop' }).first().isVisible()).toBe(true);
    // The home page is rendered on the server: its hero's title and image are there.
    expect(await page.locator('#root main h1').isVisible()).toBe(true);
    expect(await page.locator('section#home-hero img').first().isVisible()).toBe(true);
    // A product page: its title and opening image.
    const list = await (await fetch(`${server.baseUrl}/api/products?lang=nl&pageSize=1`)).json();
    await page.goto(`${server.baseUrl}/nl/container/${list.items[0].slug}`);
    expect(await page.locator('#root main h1').textContent()).toBe(list.items[0].title);
    expect(await page.locator('#root main img').first().isVisible()).toBe(true);
    // A blog post: its hero image and title.
    const posts = await (await fetch(`${server.baseUrl}/api/blog?lang=nl`)).json();
    await page.goto(`${server.baseUrl}/nl/blog/${posts.items[0].slug}`);
    expect(await page.locator('#root main h1').textContent()).toBe(posts.items[0].title);
    expect(await page.locator('#root main article img').first().isVisible()).toBe(true);
  });

  it('uses every preload hint, logs no error, and shows the preloaded hero image', async () => {
    const list = await (await fetch(`${server.baseUrl}/api/products?lang=nl&pageSize=1`)).json();
    const posts = await (await fetch(`${server.baseUrl}/api/blog?lang=nl`)).json();
    const landing = await (await fetch(`${server.baseUrl}/api/landing-pages?placement=footer&lang=nl`)).json();
    const paths = ['/nl', '/nl/container', `/nl/container/${list.items[0].slug}`, '/nl/faq', '/nl/blog', `/nl/blog/${posts.items[0].slug}`, `/nl/pages/${landing.groups[0].pages[0].slug}`];
    for (const path of paths) {
      const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      const problems = consoleProblems(page);
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(4_000);
      expect({ path, problems }).toEqual({ path, problems: [] });
      if (path === '/nl') {
        const hero = page.locator('section#home-hero img');
        expect(await hero.getAttribute('class')).toContain('opacity-100');
        await screenshot(page, '40-first-load-home-375');
      }
      await page.close();
    }
  });

  it("paints before fetching the page's scripts: they are named in a data block, fetched once the page has painted, all of them", async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const scripts: { url: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push({ url: new URL(request.url()).pathname, at: Date.now() });
    });
    const html = await (await fetch(`${server.baseUrl}/nl/faq`)).text();
    expect(html).not.toContain('rel="modulepreload"');
    const named = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
    expect(named.some((href) => /^\/assets\/start-app-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => /^\/assets\/faq-page-[\w-]+\.js$/.test(href))).toBe(true);
    await visitHydrated(page, `${server.baseUrl}/nl/faq`);
    await page.waitForTimeout(1_000);
    const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    expect(firstPaint).not.toBeNull();
    const fetchedAfterPaint = await page.evaluate(
      ({ hrefs, paint }) => hrefs.map((href) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === href && entry.startTime >= paint) !== undefined),
      { hrefs: named, paint: firstPaint ?? 0 },
    );
    expect(fetchedAfterPaint).toEqual(named.map(() => true));
    expect(named.every((href) => scripts.some((script) => script.url === href))).toBe(true);
    await page.close();
  });

  it('names a PNG tab icon: Chromium would make an SVG icon a document of its own on the main thread while the page hydrates', async () => {
    const html = await (await fetch(`${server.baseUrl}/nl`)).text();
    expect(/<link rel="icon"[^>]*>/.exec(html)?.[0]).toBe('<link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />');
    const icon = await fetch(`${server.baseUrl}/favicon.png`);
    expect({ status: icon.status, type: icon.headers.get('content-type') }).toEqual({ status: 200, type: 'image/png' });
    expect([...new Uint8Array(await icon.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("starts every script with V8's compile hint, so the page's code is compiled while it streams in, not on the main thread as it hydrates", async () => {
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    const firstLines: Promise<{ url: string; line: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') firstLines.push(response.text().then((text) => ({ url: new URL(response.url()).pathname, line: text.split('\n', 1)[0] ?? '' })));
    });
    await visitHydrated(page, `${server.baseUrl}/nl`);
    const scripts = await Promise.all(firstLines);
    expect(scripts.some((script) => /^\/assets\/react-[\w-]+\.js$/.test(script.url))).toBe(true);
    expect(scripts.filter((script) => script.line !== '//# allFunctionsCalledOnLoad')).toEqual([]);
    await page.close();
  });
});
