import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated, waitForHydration } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3994;
const WIDTHS = [375, 1280] as const;

/** Rent, leasing, cooled containers, modifications, FAQ and policy pages in Chromium against the built shop. */
describe('service pages in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (width: number = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    // The consent banner is answered: these journeys are about the pages, not the banner.
    await answerConsentBanner(context);
    return context.newPage();
  };

  const expectNoSeriousA11yViolations = async (page: Page, name: string): Promise<void> => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect({ page: name, violations: serious.map((violation) => `${violation.id}: ${violation.nodes.length}`) }).toEqual({ page: name, violations: [] });
  };

  const screenshotsAtBothWidths = async (path: string, heading: string, name: string): Promise<void> => {
    for (const width of WIDTHS) {
      const page = await openPage(width);
      await visitHydrated(page, `${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `w2-${name}-${width}`);
    }
  };

  it('rent: filters by size group and sorts, with the state in the URL, in en and nl', async () => {
    const page = await openPage();
    await visitHydrated(page, `${server.baseUrl}/en/rent`);
    await page.getByRole('heading', { level: 1, name: 'Rent Containers' }).waitFor();
    const cards = page.locator('article');
    await cards.first().waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'rent');

    // A client-side navigation: wait for the refetch itself (the load states were reached long ago).
    const filtered = page.waitForResponse((response) => response.url().includes('/api/products') && response.url().includes('size=20ft'));
    await page.getByRole('button', { name: '20ft', exact: true }).click();
    await page.waitForURL(/size=20ft/);
    await filtered;
    await cards.first().waitFor();
    const sizes = await page.locator('article span.rounded-full').allTextContents();
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter((text) => /ft/.test(text)).every((text) => text.startsWith('20ft'))).toBe(true);

    const sorted = page.waitForResponse((response) => response.url().includes('sort=price-high'));
    await page.getByLabel('Sort by').selectOption('price-high');
    await page.waitForURL(/sort=price-high/);
    await sorted;
    await cards.first().waitFor();
    await screenshot(page, 'w2-rent-en-20ft-price-high');
    const firstHref = await page.locator('article h2 a').first().getAttribute('href');
    expect(firstHref).toMatch(/^\/en\/container\//);

    await screenshotsAtBothWidths('/nl/rent', 'Containers huren', 'rent-nl');
  });

  it('FAQ: a single open answer, two-digit numbers and the no-match text, in en and de', async () => {
    const page = await openPage();
    await visitHydrated(page, `${server.baseUrl}/en/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await waitForHydration(page);
    const questions = page.locator('button[aria-controls^="faq-answer-"]');
    await questions.first().waitFor();
    expect(await questions.first().textContent()).toMatch(/^01/);
    await questions.nth(0).click();
    await questions.nth(1).click();
    expect(await questions.nth(0).getAttribute('aria-expanded')).toBe('false');
    expect(await questions.nth(1).getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'faq');
    await screenshot(page, 'w2-faq-en-open');

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('qqqzzz');
    await page.getByText('No matching questions found. Try a different search term.').waitFor();

    const german = await openPage(375);
    await visitHydrated(german, `${server.baseUrl}/de/faq`);
    await german.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' }).waitFor();
    await waitForHydration(german);
    await german.getByRole('searchbox', { name: 'Fragen durchsuchen' }).fill('qqqzzz');
    await german.getByText('Keine passenden Fragen gefunden. Versuchen Sie einen anderen Suchbegriff.').waitFor();
    await screenshot(german, 'w2-faq-de-375-no-match');
    await screenshotsAtBothWidths('/en/faq', 'Frequently Asked Questions', 'faq-en');
  });

  it('leasing: three lease terms, a contact link and a phone link, in en and fr', async () => {
    const page = await openPage();
    await visitHydrated(page, `${server.baseUrl}/en/leasing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const term of ['3-12 months', '1-3 years', '3+ years']) await page.getByText(term, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Request a lease quote' }).getAttribute('href')).toBe('/en/contact');
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'leasing');
    await screenshotsAtBothWidths('/fr/leasing', 'Louer un conteneur maritime en leasing : flexible, prévisible et sans gros investissement', 'leasing-fr');
  });

  it('cooled containers: matching product cards and links to contact and the container list, in nl and en', async () => {
    const page = await openPage();
    await visitHydrated(page, `${server.baseUrl}/nl/koelcontainers-reefers-vriescontainers`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const productLinks = page.locator('#cooled-products-title ~ ul a[href^="/nl/container/"]');
    await productLinks.first().waitFor();
    const count = await productLinks.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (const title of await page.locator('#cooled-products-title ~ ul h2').allTextContents()) {
      expect(title.toLowerCase()).toMatch(/kühl|koel|reefer|refriger|frigo|freezer|vries/);
    }
    expect(await page.locator('a[href="/nl/contact"]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/nl/container"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshotsAtBothWidths('/en/koelcontainers-reefers-vriescontainers', 'Cooled containers: refrigerated and frozen storage wherever you need it', 'cooled-en');
  });

  it('modifications: request quote opens the inquiry prefilled, scrolls to the form and sends it, in en and fr', async () => {
    const page = await openPage(375);
    await visitHydrated(page, `${server.baseUrl}/en/modifications`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(3);
    await page.getByRole('button', { name: 'Request a quote for: Workshop' }).click();
    await page.getByTestId('inquiry-details').waitFor();
    expect(await page.getByRole('tab', { name: 'Inquiry' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('inquiry-details').textContent()).toBe('Modification: Workshop');
    await page.waitForFunction(() => {
      const form = document.querySelector('form[aria-labelledby="modification-inquiry-title"]');
      const top = form?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    });
    await screenshot(page, 'w2-modifications-en-375-inquiry');
    await page.getByLabel('Name').fill('Jan Peeters');
    await page.getByLabel('Email').fill('jan@example.be');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByText('Message sent!').waitFor();

    await screenshotsAtBothWidths('/fr/modifications', 'Votre conteneur, aménagé sur mesure', 'modifications-fr');
  });

  it('policy pages: privacy date, Dutch cookie policy with translated chrome, return policy sections', async () => {
    const page = await openPage();
    await visitHydrated(page, `${server.baseUrl}/en/privacy-statement`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Statement' }).waitFor();
    await page.getByText('Last updated: 4 April 2024').waitFor();
    await page.getByText(/at most 1 year after the termination of the service/).waitFor();

    await visitHydrated(page, `${server.baseUrl}/de/cookie-policy`);
    await page.getByRole('heading', { level: 1, name: 'Cookie-Richtlinie' }).waitFor();
    await page.getByText('Abgeglichen mit unserer Cookie-Datenbank am 20. März 2025').waitFor();
    await page.getByRole('heading', { name: '1. Wat zijn cookies?' }).waitFor();

    await visitHydrated(page, `${server.baseUrl}/fr/return-policy`);
    await page.getByRole('heading', { level: 1, name: 'Politique de retour' }).waitFor();
    for (const heading of ['1. Commandes sur mesure', '2. Exceptions pour les retours', '3. Acceptation de la livraison et transport de retour', '4. Écarts de couleur', '5. Comment demander un retour']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await screenshotsAtBothWidths('/nl/return-policy', 'Retourbeleid', 'return-policy-nl');
  });
});
