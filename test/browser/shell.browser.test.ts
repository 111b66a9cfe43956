import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { runCli } from '../cli/run-cli.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

describe('the storefront in Chromium', () => {
  let server: ShopServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startShopServer(3991);
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends / to the browser language, /nl for a Dutch-speaking visitor', async () => {
    const page = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/nl$/);
    expect(new URL(page.url()).pathname).toBe('/nl');
    await screenshot(page, '01-home-nl');
  });

  it('shows the not-found page for an unknown path, in the path language', async () => {
    const page = await (await browser.newContext()).newPage();
    const response = await page.goto(`${server.baseUrl}/de/gibt-es-nicht-xyz`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
    await screenshot(page, '02-not-found-de');
  });

  it('says it is a demo on every page, without JavaScript and after the app has started, in the page language', async () => {
    const still = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await still.goto(`${server.baseUrl}/fr`);
    expect(await still.getByRole('note').filter({ hasText: 'Boutique de démo' }).isVisible()).toBe(true);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${server.baseUrl}/de/contact`);
    // The app's header replaces the HTML shell; the notice stays, in German.
    await page.locator('#root header nav').first().waitFor();
    await page.getByRole('note').filter({ hasText: 'Demo-Shop: Zahlungen werden simuliert' }).waitFor();
    await page.goto(`${server.baseUrl}/en/admin`);
    await page.getByRole('note').filter({ hasText: 'Demo shop: payments are simulated' }).waitFor();
    await screenshot(page, '03-demo-notice-admin-en');
  });

  /** Text outside every landmark (axe's `region` rule; moderate, so the journeys' serious-only check passes it by). */
  const outsideLandmarks = async (page: Page): Promise<string[]> =>
    (await new AxeBuilder({ page }).withRules(['region']).analyze()).violations.flatMap((violation) => violation.nodes.map((node) => node.html));

  it('leaves no text outside every landmark, the demo notice included, in the server\'s HTML and once the app has taken over', async () => {
    // The server's HTML as it is painted: the page's own scripts held back (axe needs scripting, so it stays on).
    const still = await (await browser.newContext()).newPage();
    await still.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await still.goto(`${server.baseUrl}/fr`);
    expect(await still.locator('html[data-page-ready="true"]').count()).toBe(0);
    expect(await outsideLandmarks(still)).toEqual([]);
    expect(await still.getByRole('complementary', { name: 'Avis de démonstration' }).getByRole('note').isVisible()).toBe(true);
    const page = await (await browser.newContext()).newPage();
    await visitHydrated(page, `${server.baseUrl}/en/contact`);
    expect(await outsideLandmarks(page)).toEqual([]);
    expect(await page.getByRole('complementary', { name: 'Demo notice' }).getByRole('note').isVisible()).toBe(true);
    await still.context().close();
    await page.context().close();
  });

  it('paints an admin\'s footer column in place from the first paint: nothing under it moves when the session check shows it', async () => {
    const email = 'footer-admin@example.be';
    const password = 'a long footer admin password';
    const created = runCli(['users', 'create-admin', '--email', email, '--password-stdin', '--json'], { DATA_DIR: server.dataDir, DATABASE_URL: '' }, `${password}\n`);
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
    const signedIn = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await answerConsentBanner(signedIn);
    expect((await signedIn.request.post(`${server.baseUrl}/api/auth/sign-in`, { data: { email, password } })).ok()).toBe(true);
    /** Where the footer's Additional Resources start, from the footer's top. */
    const resourcesOffset = async (page: Page): Promise<number> => {
      const footer = await page.getByRole('contentinfo').boundingBox();
      const resources = await page.getByRole('region', { name: 'Additional Resources' }).boundingBox();
      if (footer === null || resources === null) throw new Error('footer or resources not laid out');
      return resources.y - footer.y;
    };

    // The server's HTML alone (no script runs): the column is already there, reserved and hidden.
    const still = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await still.addCookies(await signedIn.cookies());
    const firstPaint = await still.newPage();
    await firstPaint.goto(`${server.baseUrl}/en/faq`);
    await firstPaint.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await firstPaint.getByRole('contentinfo').locator('section[aria-labelledby="footer-admin"]').count()).toBe(1);
    expect(await firstPaint.getByRole('contentinfo').getByRole('link', { name: 'Redirect manager' }).isVisible()).toBe(false);
    const offsetAtFirstPaint = await resourcesOffset(firstPaint);

    const page = await signedIn.newPage();
    await visitHydrated(page, `${server.baseUrl}/en/faq`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Redirect manager' }).waitFor();
    expect(await resourcesOffset(page)).toBe(offsetAtFirstPaint);
    await screenshot(page, '04-footer-admin-column-1280');
    await still.close();
    await signedIn.close();
  });
});
