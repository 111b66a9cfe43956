import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { runCli } from '../cli/run-cli.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3995;
const ADMIN_EMAIL = 'products-admin@example.be';
const ADMIN_PASSWORD = 'a long product admin password';
const NL_TITLE = 'Browsertest zeecontainer 20ft';
const EN_TITLE = 'Browser test sea container 20ft';
const NL_TITLE_EDITED = 'Browsertest zeecontainer 20ft bewerkt';

/** Sign-in, the admin home, the product editor and the listing's admin controls in Chromium against the built shop. */
describe('admin: products in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  let pngFile: Buffer;

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    const created = runCli(['users', 'create-admin', '--email', ADMIN_EMAIL, '--password-stdin', '--json'], { DATA_DIR: server.dataDir, DATABASE_URL: '' }, `${ADMIN_PASSWORD}\n`);
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
    pngFile = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .png()
      .toBuffer();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const newContext = async (): Promise<BrowserContext> => {
    const context = await browser.newContext({ locale: 'en-GB' });
    await answerConsentBanner(context);
    return context;
  };

  /** The public listing until it shows (or no longer shows) the title: the server's catalogue cache follows within its freshness window. */
  const listingShows = async (page: Page, lang: string, title: string, shown: boolean): Promise<void> => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await visitHydrated(page, `${server.baseUrl}/${lang}/container`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      if ((await page.getByRole('heading', { name: title, exact: true }).count()) > 0 === shown) return;
      await page.waitForTimeout(300);
    }
    throw new Error(`the ${lang} listing ${shown ? 'never showed' : 'still shows'} ${title}`);
  };

  it('keeps visitors away from the editor and shows them no admin controls', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await visitHydrated(page, `${server.baseUrl}/en/container`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: /20ft/ }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Add product' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await visitHydrated(page, `${server.baseUrl}/en/container/admin/new`);
    await page.waitForURL(`${server.baseUrl}/en/container`);
    await visitHydrated(page, `${server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/en/admin`);
    await context.close();
  });

  it('signs in, creates a product with translations and an image, edits it and deletes it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await visitHydrated(page, `${server.baseUrl}/en/admin`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await screenshot(page, 'a1-sign-in-375');
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('You have been logged in successfully.').waitFor();
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
    await screenshot(page, 'a1-admin-home-375');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Sign out' }).count()).toBe(1);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('main').getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.waitForURL(`${server.baseUrl}/en/container/admin/new`);
    expect(await page.getByRole('tab', { name: 'Condition Info' }).isDisabled()).toBe(true);
    // Reached by keyboard, the disabled tab says why.
    await page.getByRole('tab', { name: 'General', exact: true }).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.getByText('Please save the product first.', { exact: false }).waitFor();
    await page.getByRole('tab', { name: 'General', exact: true }).click();
    await page.getByLabel('Base price').fill('1999.50');

    await page.getByRole('tab', { name: 'Translations', exact: true }).click();
    const fillLanguage = async (language: string, title: string, slug: string, description: string) => {
      await page.getByRole('tab', { name: language, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name: language, exact: true });
      await panel.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await panel.getByRole('textbox', { name: 'URL slug', exact: true }).fill(slug);
      await panel.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
    };
    await fillLanguage('Dutch', NL_TITLE, 'browsertest-zeecontainer-20ft', 'Wind- en waterdicht, nieuw.');
    await fillLanguage('English', EN_TITLE, 'browser-test-sea-container-20ft', 'Wind and watertight, new.');
    await screenshot(page, 'a1-editor-translations-1280');

    await page.getByRole('tab', { name: 'Images', exact: true }).click();
    await page.getByLabel('Upload an image').setInputFiles({ name: 'container.png', mimeType: 'image/png', buffer: pngFile });
    await page.getByRole('button', { name: 'Remove image 1' }).waitFor();
    await page.getByLabel('Add by URL').fill('/media/products/unknown.jpg');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Move image 2 up' }).click();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    expect(await page.getByRole('button', { name: /^Remove image/ }).count()).toBe(1);
    await screenshot(page, 'a1-editor-images-1280');

    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product created successfully').waitFor();
    await page.waitForURL(`${server.baseUrl}/en/container/admin/browser-test-sea-container-20ft`);
    // The editor at its new address reads the saved product before it enables the tabs of a saved one: wait for that.
    await page.getByRole('tab', { name: 'Condition Images', exact: true, disabled: false }).waitFor();
    expect(await page.getByRole('tab', { name: 'Condition Images', exact: true }).getAttribute('aria-disabled')).toBeNull();
    await page.getByRole('tab', { name: 'Images', exact: true }).click();
    expect(await page.getByRole('button', { name: /^Remove image/ }).count()).toBe(1);

    await listingShows(page, 'en', EN_TITLE, true);
    await listingShows(page, 'nl', NL_TITLE, true);
    await screenshot(page, 'a1-listing-admin-nl-1280');

    await visitHydrated(page, `${server.baseUrl}/en/container`);
    await page.getByRole('link', { name: `Edit ${EN_TITLE}` }).click();
    await page.waitForURL(`${server.baseUrl}/en/container/admin/browser-test-sea-container-20ft`);
    await page.getByRole('tab', { name: 'Translations', exact: true }).click();
    await page.getByRole('tab', { name: 'Dutch', exact: true }).click();
    const title = page.getByRole('tabpanel', { name: 'Dutch', exact: true }).getByRole('textbox', { name: 'Title', exact: true });
    expect(await title.inputValue()).toBe(NL_TITLE);
    await title.fill(NL_TITLE_EDITED);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Product updated successfully').waitFor();
    await listingShows(page, 'nl', NL_TITLE_EDITED, true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: `${NL_TITLE_EDITED} verwijderen` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'a1-delete-dialog-375');
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await page.getByText('Product succesvol verwijderd').waitFor();
    await listingShows(page, 'nl', NL_TITLE_EDITED, false);

    // The footer of a server-rendered page hydrates (and shows the signed-in admin's column) as it comes into view, as a visitor scrolls to it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Uitloggen' }).click();
    await page.getByText('Je bent uitgelogd.').waitFor();
    expect(await page.getByRole('link', { name: 'Product toevoegen' }).count()).toBe(0);
    await context.close();
  }, 150_000);
});
