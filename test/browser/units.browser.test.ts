import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkDigitOf, completeContainerNumber, displayContainerNumber, type ContainerNumber } from '../../domain/units/container-number.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { createAdmin, signInThroughForm } from './support/admin-user.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3971;
const ADMIN = { email: 'units-admin@example.be', password: 'a long container units password' };
const UNIT_CONDITIONS = ['new', 'used-a', 'used-cw'] as const;
type UnitCondition = (typeof UNIT_CONDITIONS)[number];

interface ListedProduct {
  id: string;
  slug: string;
  title: string;
  condition: string;
  isAvailable: boolean;
  priceNew: number | null;
  priceUsedA: number | null;
  priceUsedCw: number | null;
  askOfferNew: boolean;
  askOfferUsedA: boolean;
  askOfferUsedCw: boolean;
}

interface ProductDetail {
  unitStock: unknown;
  deliveryOptions: { truck: boolean };
}

/** The product's price and ask-offer flag for a condition a container unit can be in. */
const orderableIn = (product: ListedProduct, condition: UnitCondition): boolean => {
  const [price, askOffer] =
    condition === 'new' ? [product.priceNew, product.askOfferNew] : condition === 'used-a' ? [product.priceUsedA, product.askOfferUsedA] : [product.priceUsedCw, product.askOfferUsedCw];
  return (price ?? 0) > 0 && !askOffer;
};

/** Three demo-free ISO 6346 numbers (owner code JRN), each with its right check digit. */
const NUMBERS = ['400101', '400102', '400103'].map((serial) => completeContainerNumber('JRN', 'U', serial));

/**
 * Issue 32 in Chromium against the built shop: the admin adds container units for a product that
 * had none, the product shows in stock, a customer's order takes the last ones, the product shows
 * out of stock and the order holds the units.
 */
describe('container units in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  let product: ListedProduct & { condition: UnitCondition };

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    createAdmin(server.dataDir, ADMIN);
    const list = (await (await fetch(`${server.baseUrl}/api/products?lang=en`)).json()) as { items: ListedProduct[] };
    for (const item of list.items) {
      const condition = UNIT_CONDITIONS.find((candidate) => candidate === item.condition);
      if (!item.isAvailable || condition === undefined || !orderableIn(item, condition)) continue;
      const detail = (await (await fetch(`${server.baseUrl}/api/products/${item.slug}?lang=en`)).json()) as ProductDetail;
      if (detail.unitStock === null && detail.deliveryOptions.truck) {
        product = { ...item, condition };
        break;
      }
    }
    if (product === undefined) throw new Error('no orderable demo product without units');
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

  /** The product page's own header (the one around its title), where its stock badge is. */
  const productHeader = (page: Page) => page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: product.title }) });

  /** The product page until its badge reads `label`: the server's catalogue cache follows a change within its freshness window. */
  const productShows = async (page: Page, label: string): Promise<void> => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await visitHydrated(page, `${server.baseUrl}/en/container/${product.slug}`);
      if ((await productHeader(page).getByText(label, { exact: true }).count()) > 0) return;
      await page.waitForTimeout(300);
    }
    throw new Error(`the product page of ${product.slug} never read ${label}`);
  };

  it('the admin adds units for a product, it shows in stock, an order takes the last ones and it shows out of stock', async () => {
    const admin = await newContext();
    const page = await admin.newPage();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Signed in, the admin home leads to the Units view.
    await signInThroughForm(page, server.baseUrl, ADMIN);
    await page.getByRole('main').getByRole('link', { name: 'Container units' }).click();
    await page.waitForURL(`${server.baseUrl}/en/admin/units`);
    await page.getByRole('heading', { level: 1, name: 'Container units' }).waitFor();

    // The product has no units yet: filtered on it, the list is empty (the filters live in the URL).
    await page.getByLabel('Product', { exact: true }).selectOption(product.id);
    await page.getByLabel('Condition', { exact: true }).selectOption(product.condition);
    await page.waitForURL(/productId=.*condition=/);
    await page.getByText('No units match these filters.').waitFor();

    await page.getByRole('button', { name: 'Add unit' }).click();
    const form = page.getByRole('form', { name: 'Add a unit' });
    const number = form.getByLabel(/^Container number/);
    const [first, second, third] = NUMBERS as [ContainerNumber, ContainerNumber, ContainerNumber];
    // A wrong check digit is refused in the browser, by the domain's rule, before anything is sent.
    const expected = checkDigitOf(first.slice(0, 10));
    await number.fill(`${first.slice(0, 4)} ${first.slice(4, 10)} ${(expected + 1) % 10}`);
    await number.blur();
    await form.getByText(`by ISO 6346 the last digit would be ${expected}`, { exact: false }).waitFor();
    await screenshot(page, 'u1-units-check-digit');

    // Typed with spaces, in lower case with dashes, and canonical: each is added, the form stays for the next.
    const typings: readonly (readonly [string, ContainerNumber])[] = [
      [displayContainerNumber(first), first],
      [`${second.slice(0, 4).toLowerCase()}-${second.slice(4, 10)}-${second.slice(10)}`, second],
      [third, third],
    ];
    for (const [typed, canonical] of typings) {
      await number.fill(typed);
      await form.getByRole('button', { name: 'Add unit' }).click();
      await page.getByText(`Unit ${displayContainerNumber(canonical)} added`).waitFor();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === '');
    }
    for (const added of NUMBERS) await page.getByRole('button', { name: `Edit ${displayContainerNumber(added)}` }).waitFor();
    // The same number again: the server's 409, shown at the number.
    await number.fill(first);
    await form.getByRole('button', { name: 'Add unit' }).click();
    await form.getByText(`Container ${displayContainerNumber(first)} is already known.`).waitFor();
    await expectNoSeriousA11yViolations(page, 'units view');
    await screenshot(page, 'u2-units-added');
    await page.getByRole('region', { name: 'Add a unit' }).getByRole('button', { name: 'Close' }).click();

    // Three available: the product is in stock.
    const customer = await newContext();
    const shop = await customer.newPage();
    shop.setDefaultTimeout(15_000);
    await productShows(shop, 'In Stock');
    await screenshot(shop, 'u3-product-in-stock');

    // One goes to repair: two are left.
    await page.getByRole('button', { name: `Edit ${displayContainerNumber(third)}` }).click();
    const edit = page.getByRole('form', { name: `Unit ${displayContainerNumber(third)}` });
    await edit.getByLabel('Status').selectOption('in-repair');
    await edit.getByLabel('Notes').fill('Floor panel being replaced.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Unit ${displayContainerNumber(third)} saved`).waitFor();
    await productShows(shop, 'Low Stock');

    // The customer orders the two that are left by bank transfer; the cart said how few there are.
    await shop.getByLabel('Standard truck').check();
    const postcode = shop.getByLabel('Postal code');
    await postcode.fill('1000');
    await postcode.blur();
    await shop.getByRole('button', { name: 'Order Now' }).click();
    await shop.getByText('Added to cart').first().waitFor();
    await visitHydrated(shop, `${server.baseUrl}/en/cart`);
    await shop.getByRole('button', { name: 'Increase quantity' }).first().click();
    await shop.getByRole('group', { name: /Quantity for/ }).first().getByText('2', { exact: true }).waitFor();
    expect(await shop.getByTestId('stock-note').textContent()).toBe('Only 2 left');
    await screenshot(shop, 'u4-cart-only-2-left');
    await shop.getByRole('link', { name: 'Proceed to checkout' }).click();
    await shop.waitForURL('**/en/cart-checkout');
    await shop.getByLabel('Bank transfer').check();
    await shop.getByLabel(/^Name/).fill('Lien Claes');
    await shop.getByLabel(/^Email/).fill('lien@example.be');
    await shop.getByLabel(/^Phone/).fill('+32 470 11 22 33');
    await shop.getByLabel(/^Street and house number/).fill('Kaai 7');
    await shop.getByLabel(/^City/).fill('Brussel');
    await shop.getByLabel(/^Postal code/).fill('1000');
    await shop.getByLabel(/^Country/).selectOption('belgium');
    await shop.getByRole('button', { name: 'Place order' }).click();
    await shop.waitForURL('**/en/order-confirmation/**');
    await shop.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const orderId = new URL(shop.url()).pathname.split('/').pop() ?? '';

    // Nothing is left: out of stock, and the order button says so.
    await productShows(shop, 'Out of Stock');
    expect(await shop.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);
    await screenshot(shop, 'u5-product-out-of-stock');

    // The admin sees which order holds the two units, and the order shows them.
    await visitHydrated(page, `${server.baseUrl}/en/admin/units?productId=${product.id}&status=reserved`);
    const links = page.getByRole('link', { name: /^Order #\d+$/ });
    await links.first().waitFor();
    expect(await links.count()).toBe(2);
    await links.first().click();
    await page.waitForURL(`**/en/admin/inbox?tab=orders&id=${orderId}`);
    const units = page.getByRole('region', { name: 'Container units' });
    await units.waitFor();
    for (const held of [first, second]) await units.getByRole('link', { name: displayContainerNumber(held) }).waitFor();
    expect(await units.getByRole('link', { name: displayContainerNumber(third) }).count()).toBe(0);
    await screenshot(page, 'u6-order-units');
    await admin.close();
    await customer.close();
  }, 180_000);
});
