import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

interface BlogCardJson {
  slug: string;
  title: string;
}

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** Contact, blog, landing and not-found pages in Chromium against the built shop (demo data). */
describe('content pages in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startShopServer(3993);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (viewport: { width: number; height: number }, locale = 'en-GB'): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport });
    contexts.push(context);
    await answerConsentBanner(context);
    return context.newPage();
  };

  const expectNoSeriousA11yViolations = async (page: Page, name: string): Promise<void> => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect({ page: name, violations: serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`) }).toEqual({ page: name, violations: [] });
  };

  const blogCards = async (lang: string): Promise<BlogCardJson[]> => ((await (await fetch(`${server.baseUrl}/api/blog?lang=${lang}`)).json()) as { items: BlogCardJson[] }).items;

  it('contact page: schema messages, attachments added and removed, message sent (en, 1280 px)', async () => {
    const page = await openPage(DESKTOP);
    await visitHydrated(page, `${server.baseUrl}/en/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    await page.getByText('BE0123.456.749').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name must be at least 2 characters.').waitFor();
    await page.getByText('Subject must be at least 2 characters.').waitFor();
    await page.getByText('Message must be at least 10 characters.').waitFor();
    await screenshot(page, 'content-01-contact-errors-1280');

    const picker = page.getByLabel('Attachments (optional)');
    await picker.setInputFiles([
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Two 20ft containers, blue.') },
    ]);
    await page.getByRole('status').filter({ hasText: '2 file(s) uploaded successfully' }).first().waitFor();
    const list = page.getByRole('list', { name: 'Attached files' });
    await list.getByRole('listitem').nth(1).waitFor();
    await page.getByRole('button', { name: 'Remove notes.txt' }).click();
    await page.getByText('File removed').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await picker.setInputFiles([{ name: 'page.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') }]);
    await page.getByText(/^Error uploading files: /).waitFor();

    await page.getByLabel('Full name').fill('Ann Peeters');
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
    await page.getByLabel('Subject').fill('Two containers');
    await page.getByRole('textbox', { name: 'Message' }).fill('Please send me an offer for two containers.');
    await screenshot(page, 'content-02-contact-filled-1280');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message sent!').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByRole('list', { name: 'Attached files' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'contact');
  });

  it('contact page in Dutch at 375 px: localized messages and no serious accessibility issue', async () => {
    const page = await openPage(PHONE, 'nl-BE');
    await visitHydrated(page, `${server.baseUrl}/nl/contact`);
    await page.getByRole('heading', { level: 1, name: 'Neem contact met ons op' }).waitFor();
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await page.getByText('Naam moet minstens 2 tekens bevatten.').waitFor();
    await screenshot(page, 'content-03-contact-errors-375');
    await expectNoSeriousA11yViolations(page, 'contact-nl');
  });

  it('blog list and post (en, 1280 px): cards, date, reading time, containers, language switch keeps the post', async () => {
    const [first] = await blogCards('en');
    if (first === undefined) throw new Error('no demo blog post');
    const page = await openPage(DESKTOP);
    await visitHydrated(page, `${server.baseUrl}/en/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const card = page.getByRole('link', { name: first.title });
    await card.waitFor();
    expect(await page.locator('article time').first().textContent()).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    await screenshot(page, 'content-04-blog-list-1280');
    await expectNoSeriousA11yViolations(page, 'blog list');

    await card.click();
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/en/blog/${first.slug}`);
    await page.getByText(/^\d+ min read$/).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
    const ours = page.getByRole('heading', { name: 'Our Containers' });
    await ours.waitFor();
    await page.locator('section[aria-labelledby="post-containers-title"] li').nth(5).waitFor();
    expect(await page.locator('section[aria-labelledby="post-containers-title"] li').count()).toBe(6);
    await page.getByRole('heading', { name: 'More Containers' }).waitFor();
    await screenshot(page, 'content-05-blog-post-1280');
    await expectNoSeriousA11yViolations(page, 'blog post');

    const slugs = (await (await fetch(`${server.baseUrl}/api/blog/${first.slug}/slugs`)).json()) as Record<string, string>;
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForURL(`${server.baseUrl}/de/blog/${slugs['de']}`);
    await page.getByText(/Min\. Lesezeit$/).waitFor();
    await page.getByRole('heading', { name: 'Unsere Container' }).waitFor();
  });

  it('blog list and post in German at 375 px, and the not-found view of a post', async () => {
    const [first] = await blogCards('de');
    if (first === undefined) throw new Error('no demo blog post');
    const page = await openPage(PHONE, 'de-DE');
    await visitHydrated(page, `${server.baseUrl}/de/blog`);
    await page.getByRole('link', { name: first.title }).waitFor();
    await screenshot(page, 'content-06-blog-list-375');
    await visitHydrated(page, `${server.baseUrl}/de/blog/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await screenshot(page, 'content-07-blog-post-375');
    await expectNoSeriousA11yViolations(page, 'blog post de');

    const missing = await page.goto(`${server.baseUrl}/de/blog/gibt-es-nicht`);
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Blogbeitrag nicht gefunden' }).waitFor();
    await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
    await page.waitForURL(`${server.baseUrl}/de/blog`);
  });

  it('landing page in Dutch (1280 px) and French (375 px): sections, related containers and articles, contact form', async () => {
    const page = await openPage(DESKTOP, 'nl-BE');
    await visitHydrated(page, `${server.baseUrl}/nl/pages/koopgids-zeecontainers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Container', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Gerelateerde artikelen' }).waitFor();
    await page.getByRole('button', { name: 'Bericht versturen' }).waitFor();
    await screenshot(page, 'content-08-landing-nl-1280');
    await expectNoSeriousA11yViolations(page, 'landing page');

    const french = await openPage(PHONE, 'fr-FR');
    const slugs = ((await (await fetch(`${server.baseUrl}/api/landing-pages/koopgids-zeecontainers?lang=fr`)).json()) as { slugs: Record<string, string> }).slugs;
    await visitHydrated(french, `${server.baseUrl}/fr/pages/${slugs['fr']}`);
    await french.getByRole('heading', { level: 2, name: 'Conteneur', exact: true }).waitFor();
    await screenshot(french, 'content-09-landing-fr-375');
    await expectNoSeriousA11yViolations(french, 'landing page fr');

    await visitHydrated(page, `${server.baseUrl}/en/pages/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('not-found page: spinner, then the card with its buttons; keyword redirect on client navigation', async () => {
    const page = await openPage(DESKTOP);
    const response = await page.goto(`${server.baseUrl}/en/storage-box-xyz`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 5000 });
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await page.getByRole('link', { name: 'Browse Products' }).waitFor();
    await screenshot(page, 'content-10-not-found-1280');

    const phone = await openPage(PHONE, 'de-DE');
    await visitHydrated(phone, `${server.baseUrl}/de/lagercontainer`);
    await phone.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor({ timeout: 5000 });
    await phone.getByRole('heading', { name: 'Ähnliche Produkte' }).waitFor();
    expect(await phone.locator('a[href^="/de/container/"]').count()).toBeGreaterThan(0);
    await screenshot(phone, 'content-11-not-found-375');

    // Client-side navigation to an unknown path runs the same keyword rules as the server.
    await visitHydrated(page, `${server.baseUrl}/en`);
    // The router listens for history changes once React has rendered the shell: the
    // server's HTML already holds the hero's h1 but no header, so wait for the header.
    await page.locator('#root header').first().waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/know-how-articles');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${server.baseUrl}/en/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  });
});
