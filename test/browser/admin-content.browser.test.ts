import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runCli } from '../cli/run-cli.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3996;
const ADMIN_EMAIL = 'content-admin@example.be';
const ADMIN_PASSWORD = 'a long content admin password';
const LANGUAGES = [
  ['Dutch', 'nl'],
  ['German', 'de'],
  ['French', 'fr'],
  ['English', 'en'],
] as const;

/** The content editors in Chromium against the built shop: blog, landing pages and FAQ, each read back publicly. */
describe('admin: content editors in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    const created = runCli(['users', 'create-admin', '--email', ADMIN_EMAIL, '--password-stdin', '--json'], { DATA_DIR: server.dataDir, DATABASE_URL: '' }, `${ADMIN_PASSWORD}\n`);
    if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}${created.stdout}`);
    context = await browser.newContext({ locale: 'en-GB' });
    await answerConsentBanner(context);
    page = await context.newPage();
    // A step that cannot happen fails with its own message well before the test's 30 s.
    page.setDefaultTimeout(10_000);
    // Every journey below runs as the admin (made with the CLI, signed in through the form).
    await visitHydrated(page, `${server.baseUrl}/en/admin`);
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Administration' }).waitFor();
  }, 150_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('sends visitors from the blog editor to the blog and shows them no admin controls', async () => {
    const visitor = await browser.newContext({ locale: 'en-GB' });
    const visitorPage = await visitor.newPage();
    await visitHydrated(visitorPage, `${server.baseUrl}/en/blog/admin/new`);
    await visitorPage.waitForURL(`${server.baseUrl}/en/blog`);
    await visitorPage.getByRole('heading', { level: 1 }).waitFor();
    expect(await visitorPage.getByRole('link', { name: 'New Post' }).count()).toBe(0);
    await visitor.close();
  });

  it('writes a blog post in four languages and reads it publicly, then edits it from its card', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });

    await visitHydrated(page, `${server.baseUrl}/en/blog`);
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.waitForURL(`${server.baseUrl}/en/blog/admin/new`);
    await page.getByRole('heading', { name: 'Create Blog Post' }).waitFor();
    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    await page.getByText('Title is required').first().waitFor();
    await screenshot(page, 'a2-blog-create-errors-1280');

    await page.getByLabel('Publish Date').fill('2026-03-05');
    await page.getByLabel('Image URL').fill('https://example.com/container.jpg');
    await page.getByLabel('Image Alt Text').fill('A blue container');
    for (const [tab, code] of LANGUAGES) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('textbox', { name: 'Title', exact: false }).first().fill(`Browser test post ${code}`);
      await panel.getByRole('textbox', { name: /^URL Slug/ }).fill(`browser-test-post-${code}`);
      await panel.getByRole('textbox', { name: /^Content/ }).fill(`<p>Written in the browser (${code}).</p>`);
      await panel.getByRole('textbox', { name: 'Keywords (comma-separated)' }).fill('container, test');
    }
    await page.getByRole('button', { name: 'Create Blog Post' }).click();
    await page.getByText('Blog post created successfully').waitFor();
    await page.waitForURL(`${server.baseUrl}/en/blog`);
    await page.getByRole('link', { name: 'Browser test post en', exact: true }).click();
    await page.waitForURL(`${server.baseUrl}/en/blog/browser-test-post-en`);
    await page.getByRole('heading', { name: 'Browser test post en', exact: true }).waitFor();
    await page.getByText('Written in the browser (en).').waitFor();
    await page.getByText('March 5, 2026').first().waitFor();

    await visitHydrated(page, `${server.baseUrl}/en/blog`);
    await page.getByRole('link', { name: 'Edit Browser test post en' }).click();
    await page.waitForURL(`${server.baseUrl}/en/blog/admin/browser-test-post-en/edit`);
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    await page.getByRole('tab', { name: /^English/ }).click();
    const title = page.getByRole('tabpanel').getByRole('textbox', { name: 'Title', exact: false }).first();
    expect(await title.inputValue()).toBe('Browser test post en');
    await title.fill('Browser test post en, edited');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'a2-blog-edit-375');
    await page.getByRole('button', { name: 'Update Blog Post' }).click();
    await page.getByText('Blog post updated successfully').waitFor();
    await page.waitForURL(`${server.baseUrl}/en/blog/browser-test-post-en`);
    await page.getByRole('heading', { name: 'Browser test post en, edited' }).waitFor();
  });

  it('publishes a landing page in the footer (Additional Resources) and opens it from there', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(page, `${server.baseUrl}/en/admin/landing-pages`);
    await page.getByRole('heading', { name: 'Landing Pages', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New Page' }).click();
    await page.waitForURL(`${server.baseUrl}/en/admin/landing-pages/new`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Default Slug is required').waitFor();

    await page.getByLabel(/^Default Slug/).fill('browser-test-storage');
    await page.getByLabel('Visibility').selectOption('footer_subsection');
    await page.getByLabel('Menu Section').selectOption('resources');
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('tab', { name: /^English/ }).click();
    await page.getByRole('tabpanel').getByLabel('Title', { exact: true }).fill('Browser test storage page');
    await page.getByRole('tabpanel').getByLabel('Content (HTML)').fill('<p>Storage written in the browser.</p>');
    await page.getByLabel('Type of the new section').selectOption('content_centered');
    await page.getByRole('button', { name: 'Add section' }).click();
    const section = page.getByRole('listitem').filter({ hasText: 'Centered content' });
    await section.getByRole('tab', { name: /^English/ }).click();
    await section.getByLabel('Title', { exact: true }).fill('Why store with us');
    await screenshot(page, 'a2-landing-editor-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Landing page created successfully').waitFor();
    await page.waitForURL(`${server.baseUrl}/nl/admin/landing-pages`);

    await visitHydrated(page, `${server.baseUrl}/en/admin/landing-pages?visibility=footer`);
    const row = page.getByRole('row', { name: /Browser test storage page/ });
    await row.waitFor();
    expect(await row.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'a2-landing-list-375');

    await visitHydrated(page, `${server.baseUrl}/en`);
    const resources = page.getByRole('region', { name: 'Additional Resources' });
    // The admin's footer column is in place from the first paint (hidden until the session check confirms it),
    // so the resources under it do not move; its links show once the footer has hydrated.
    await resources.scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Redirect manager' }).waitFor();
    await resources.getByRole('link', { name: 'Browser test storage page' }).click();
    await page.waitForURL(`${server.baseUrl}/en/pages/browser-test-storage`);
    await page.getByText('Storage written in the browser.').waitFor();
    await page.getByText('Why store with us').first().waitFor();
  });

  it('edits a FAQ entry and finds it on /en/faq', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(page, `${server.baseUrl}/en/admin/faq`);
    await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add question' }).click();
    const form = page.getByRole('region', { name: 'Add question' });
    await form.getByRole('tab', { name: /^English/ }).click();
    await form.getByLabel('Question').fill('Can I paint a browser test container?');
    await form.getByLabel('Answer').fill('Yes, in any RAL colour.');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Question added successfully').waitFor();

    await page.getByRole('button', { name: 'Edit Can I paint a browser test container?' }).click();
    await page.getByRole('tab', { name: /^English/ }).click();
    await page.getByLabel('Question').fill('Can I paint my browser test container?');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Question updated successfully').waitFor();
    await screenshot(page, 'a2-faq-admin-1280');

    await visitHydrated(page, `${server.baseUrl}/en/faq`);
    await page.getByRole('button', { name: /Can I paint my browser test container\?/ }).click();
    await page.getByText('Yes, in any RAL colour.').waitFor();
  });
});
