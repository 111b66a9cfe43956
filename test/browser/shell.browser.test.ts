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
});
