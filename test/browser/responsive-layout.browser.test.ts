import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { answerConsentBanner, launchBrowser, screenshot } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3996;
const WIDTHS = [375, 768, 1280] as const;

/** Every public page kind: fixed routes, and a product, blog post and landing page from the demo data. */
const FIXED_PAGES = ['', '/container', '/cart', '/cart-checkout', '/checkout', '/contact', '/blog', '/rent', '/leasing', '/koelcontainers-reefers-vriescontainers', '/modifications', '/faq', '/privacy-statement', '/cookie-policy', '/return-policy', '/auth', '/no-such-page'];

const firstSlug = async (url: string, pick: (body: unknown) => string | undefined): Promise<string> => {
  const slug = pick(await (await fetch(url)).json());
  if (slug === undefined) throw new Error(`no demo data at ${url}`);
  return slug;
};

/** Responsive at 375, 768 and 1280 px: no page is wider than the window (nothing to scroll sideways), with a screenshot of each. */
describe('the storefront at phone, tablet and desktop widths', () => {
  let server: ShopServer;
  let browser: Browser;
  let pages: string[];

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    const product = await firstSlug(`${server.baseUrl}/api/products?lang=en&pageSize=1`, (body) => (body as { items: { slug: string }[] }).items[0]?.slug);
    const post = await firstSlug(`${server.baseUrl}/api/blog?lang=en`, (body) => (body as { items: { slug: string }[] }).items[0]?.slug);
    const landing = await firstSlug(`${server.baseUrl}/api/landing-pages?placement=footer&lang=en`, (body) => (body as { groups: { pages: { slug: string }[] }[] }).groups[0]?.pages[0]?.slug);
    pages = [...FIXED_PAGES, `/container/${product}`, `/blog/${post}`, `/pages/${landing}`];
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const overflowOf = async (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each(WIDTHS)('no page scrolls sideways at %i px', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await answerConsentBanner(context);
    const page = await context.newPage();
    const wider: string[] = [];
    try {
      for (const path of pages) {
        await page.goto(`${server.baseUrl}/en${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await overflowOf(page);
        if (overflow > 0) wider.push(`${path || '/'}: ${overflow} px too wide`);
        await screenshot(page, `r-${width}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`);
      }
    } finally {
      await context.close();
    }
    expect(wider).toEqual([]);
  });
});
