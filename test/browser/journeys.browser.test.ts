import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated, waitForHydration } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

interface ListedProduct {
  id: string;
  slug: string;
  title: string;
  size: string;
  priceUsedCw: number | null;
  askOfferUsedCw: boolean;
  isAvailable: boolean;
  condition: string;
}

/** The customer's journey in Chromium against the built shop on a fresh embedded database. */
describe('buying a container in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  let product: ListedProduct;

  beforeAll(async () => {
    server = await startShopServer(3992);
    browser = await launchBrowser();
    const list = (await (await fetch(`${server.baseUrl}/api/products?lang=en&size=20ft`)).json()) as { items: ListedProduct[] };
    const found = list.items.find((item) => item.isAvailable && item.condition === 'used-cw' && (item.priceUsedCw ?? 0) > 0 && !item.askOfferUsedCw);
    if (found === undefined) throw new Error('no orderable used-cw 20ft demo product');
    product = found;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (locale = 'en-GB'): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ locale });
    // The consent banner is decided once; journeys start with it answered (its own tests below).
    await answerConsentBanner(context);
    return { context, page: await context.newPage() };
  };

  const expectNoSeriousA11yViolations = async (page: Page, name: string): Promise<void> => {
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect({ page: name, violations: serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`) }).toEqual({ page: name, violations: [] });
  };

  const addToCart = async (page: Page): Promise<void> => {
    await visitHydrated(page, `${server.baseUrl}/en/container/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByLabel('Standard truck').check();
    const postcode = page.getByLabel('Postal code');
    await postcode.fill('10');
    await postcode.blur();
    await page.getByText('Belgian postal code must contain 4 digits').waitFor();
    await screenshot(page, '10-detail-bad-postcode');
    await postcode.fill('1000');
    await postcode.blur();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.getByText('Added to cart').waitFor();
    await screenshot(page, '11-detail-added');
  };

  it('lists, filters and sorts containers with the state in the URL', async () => {
    const { page } = await openPage();
    await visitHydrated(page, `${server.baseUrl}/en/container?size=40ft&sort=price-high`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const cards = page.locator('a[href^="/en/container/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(page.url()).toContain('size=40ft');
    await screenshot(page, '03-listing-40ft');
    await expectNoSeriousA11yViolations(page, 'listing');
  });

  it('shows a product in each language and keeps it when the language changes', async () => {
    const { page } = await openPage('nl-BE');
    const slugs = (await (await fetch(`${server.baseUrl}/api/products/${product.slug}/slugs`)).json()) as Record<string, string>;
    await visitHydrated(page, `${server.baseUrl}/nl/container/${slugs['nl']}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /Nederlands/ }).first().click();
    await page.getByRole('button', { name: 'Deutsch' }).first().click();
    await page.waitForURL(`**/de/container/${slugs['de']}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, '04-detail-de');
    for (const language of ['fr', 'en']) {
      await visitHydrated(page, `${server.baseUrl}/${language}/container/${slugs[language]}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await expectNoSeriousA11yViolations(page, 'detail');
  });

  it('orders by bank transfer: bad and good postcode, cart, quantity, checkout, confirmation', async () => {
    const { page } = await openPage();
    await addToCart(page);
    await page.getByRole('button', { name: 'Go to cart' }).click();
    await page.waitForURL('**/en/cart');
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).first().click();
    await page.getByRole('group', { name: /Quantity for/ }).first().getByText('2', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'cart');
    await screenshot(page, '12-cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/en/cart-checkout');
    await page.getByLabel('Bank transfer').check();
    await page.getByLabel(/^Name/).fill('Jan Peeters');
    await page.getByLabel(/^Email/).fill('jan@example.be');
    await page.getByLabel(/^Phone/).fill('+32 470 12 34 56');
    await page.getByLabel(/^Street and house number/).fill('Kaai 1');
    await page.getByLabel(/^City/).fill('Antwerpen');
    await page.getByLabel(/^Postal code/).fill('2000');
    await page.getByLabel(/^Country/).selectOption('belgium');
    await expectNoSeriousA11yViolations(page, 'checkout');
    await screenshot(page, '13-checkout');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/en/order-confirmation/**');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/).first().waitFor();
    await screenshot(page, '14-confirmation-bank-transfer');
  });

  it('pays by card through the simulated checkout page', async () => {
    const { page } = await openPage();
    await addToCart(page);
    await visitHydrated(page, `${server.baseUrl}/en/cart-checkout`);
    await page.getByLabel(/^Name/).fill('Anna Schmidt');
    await page.getByLabel(/^Email/).fill('anna@example.de');
    await page.getByLabel(/^Phone/).fill('+49 170 1234567');
    await page.getByLabel(/^Street and house number/).fill('Hafenstraße 5');
    await page.getByLabel(/^City/).fill('Köln');
    await page.getByLabel(/^Postal code/).fill('50667');
    await page.getByLabel(/^Country/).selectOption('germany');
    await page.getByRole('button', { name: 'Order and pay' }).click();
    await page.waitForURL('**/api/payments/simulated/**');
    await screenshot(page, '15-simulated-payment');
    await page.getByRole('button', { name: /Pay/ }).first().click();
    await page.waitForURL('**/en/order-confirmation/cs_**');
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await page.getByText('Your payment has been received', { exact: false }).waitFor({ timeout: 15_000 });
    await screenshot(page, '16-confirmation-card');
  });

  it('opens the cart and the checkout as the server rendered them with the cart cookie, hydrated without a mismatch', async () => {
    const { context, page } = await openPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await addToCart(page);
    const cartId = (await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'cart-id');
    expect({ path: cartId?.path, sameSite: cartId?.sameSite, httpOnly: cartId?.httpOnly }).toEqual({ path: '/', sameSite: 'Lax', httpOnly: false });
    for (const path of ['/en/cart', '/en/cart-checkout']) {
      const served = await page.goto(`${server.baseUrl}${path}`);
      expect({ path, title: (await served?.text())?.includes(product.title) }).toEqual({ path, title: true });
      expect(served?.headers()['cache-control']).toBe('private, no-store');
      await waitForHydration(page);
      await page.getByText(product.title).first().waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('remembers the cookie choice', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const served = await page.goto(`${server.baseUrl}/en`);
    // The server renders the banner while no choice is stored: it is in the page before any script runs.
    expect(await served?.text()).toContain('aria-label="Cookie consent"');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reject All' }).first().click();
    const consent = (await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'cookie-consent');
    expect({ value: consent?.value, path: consent?.path, sameSite: consent?.sameSite, httpOnly: consent?.httpOnly }).toEqual({ value: 'necessary', path: '/', sameSite: 'Lax', httpOnly: false });
    // About a year (Max-Age 365 days).
    expect((consent?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    const again = await page.reload();
    expect(await again?.text()).not.toContain('aria-label="Cookie consent"');
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('button', { name: 'Reject All' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home');
    await screenshot(page, '17-home-after-consent');
  });

  it('moves a cookie choice an older version kept in localStorage into the cookie, once', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/faq`);
    await page.evaluate(() => window.localStorage.setItem('cookie-consent', JSON.stringify({ necessary: true, analytics: true, marketing: false, preferences: false })));
    await visitHydrated(page, `${server.baseUrl}/en/faq`);
    await page.waitForFunction(() => window.localStorage.getItem('cookie-consent') === null);
    expect((await context.cookies(server.baseUrl)).find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('necessary.analytics');
    expect(await page.getByRole('button', { name: 'Reject All' }).count()).toBe(0);
    const again = await page.reload();
    expect(await again?.text()).not.toContain('aria-label="Cookie consent"');
    await context.close();
  });
});
