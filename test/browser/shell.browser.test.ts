import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.js';
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
});
