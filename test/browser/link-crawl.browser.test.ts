import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { answerConsentBanner, launchBrowser } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3989;
const DESKTOP = { width: 1280, height: 900 };

/** Where an internal link ends: its status, and the status after one redirect if it redirects. */
interface LinkCheck {
  readonly link: string;
  readonly foundOn: string;
  readonly status: number;
  readonly afterOneRedirect: number | null;
}

const isInternal = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/**
 * Issue 8: the sitemap crawled the way a visitor's browser sees it. Every page
 * it lists is rendered in Chromium; every internal link on them must answer
 * 200, or redirect once to a page answering 200 (never a chain, never a 404).
 */
describe('the sitemap crawled in Chromium', () => {
  let server: ShopServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const check = async (link: string, foundOn: string): Promise<LinkCheck> => {
    const first = await fetch(server.baseUrl + link, { redirect: 'manual' });
    await first.arrayBuffer();
    const location = first.headers.get('location');
    if (first.status < 300 || first.status >= 400 || location === null) return { link, foundOn, status: first.status, afterOneRedirect: null };
    const second = await fetch(new URL(location, server.baseUrl + link), { redirect: 'manual' });
    await second.arrayBuffer();
    return { link, foundOn, status: first.status, afterOneRedirect: second.status };
  };

  it('finds no broken internal link and no redirect chain on any page of the sitemap', async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
    expect(pages.length).toBeGreaterThan(100);

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-BE' });
    await answerConsentBanner(context);
    const page = await context.newPage();
    const links = new Map<string, string>();
    let pagesWithLinks = 0;
    for (const path of pages) {
      await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
      await page.locator('footer').waitFor();
      const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      const internal = hrefs.filter(isInternal);
      if (internal.length > 0) pagesWithLinks += 1;
      for (const href of internal) if (!links.has(href)) links.set(href, path);
    }
    await context.close();
    expect(pagesWithLinks).toBe(pages.length);
    expect(links.size).toBeGreaterThan(50);

    const checks: LinkCheck[] = [];
    for (const [link, foundOn] of links) checks.push(await check(link, foundOn));
    const broken = checks.filter((result) => (result.afterOneRedirect ?? result.status) !== 200);
    expect(broken).toEqual([]);
  }, 600_000);
});
