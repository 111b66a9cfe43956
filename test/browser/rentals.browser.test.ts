import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { addDays } from '../../domain/rentals/rental-days.js';
import { belgianDay } from '../../domain/shared/belgian-day.js';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { createAdmin, signInThroughApi } from './support/admin-user.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated, waitForHydration } from './support/browser.js';
import { tokenLinkEmailedTo } from './support/emailed-link.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3963;
const ADMIN = { email: 'rentals-admin@example.be', password: 'a long browser rentals password' };
const RENTAL_SLUG = 'rental-container-20ft';
const SHIPPING = { name: 'Lotte Janssens', email: 'lotte.rent@example.be', phone: '+32 470 22 33 44', street: 'Dok Noord 4', city: 'Gent', postalCode: '9000', country: 'belgium' };

/**
 * Issue 33 in Chromium against the built shop: a paid rent order's contract gets its delivery day
 * from the admin, the customer opens the rental page from the email's link and gives notice, the
 * admin confirms the pick-up and the rental has ended on both sides.
 */
describe('rentals in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  const today = belgianDay(new Date());

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    createAdmin(server.dataDir, ADMIN);
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

  /** A rent order of one container, placed by bank transfer and marked paid by the admin: its order number. */
  const paidRentOrder = async (admin: BrowserContext): Promise<number> => {
    const product = (await (await fetch(`${server.baseUrl}/api/products/${RENTAL_SLUG}?lang=en`)).json()) as { id: string };
    const post = async (path: string, body: object): Promise<unknown> => {
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const cart = (await post('/api/carts', {})) as { id: string };
    await post(`/api/carts/${cart.id}/items`, { productId: product.id, condition: 'rent', quantity: 1, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'en' });
    const order = (await post('/api/orders', { cartId: cart.id, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress: SHIPPING })) as { orderId: string };
    const paid = await admin.request.post(`${server.baseUrl}/api/admin/orders/${order.orderId}/status`, { data: { status: 'paid' } });
    expect(paid.status()).toBe(200);
    const detail = await admin.request.get(`${server.baseUrl}/api/admin/orders/${order.orderId}`);
    return ((await detail.json()) as { orderNumber: number }).orderNumber;
  };

  it('the admin sets the delivery of a paid rent, the customer gives notice on the rental page, the admin confirms the pick-up', async () => {
    const adminContext = await newContext();
    await signInThroughApi(adminContext, server.baseUrl, ADMIN);
    const orderNumber = await paidRentOrder(adminContext);

    // The admin home leads to the Rentals view, where the paid order's contract awaits its delivery.
    const admin = await adminContext.newPage();
    admin.setDefaultTimeout(15_000);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await visitHydrated(admin, `${server.baseUrl}/en/admin`);
    await admin.getByRole('main').getByRole('link', { name: 'Rentals' }).click();
    await admin.waitForURL(`${server.baseUrl}/en/admin/rentals`);
    await admin.getByRole('heading', { level: 1, name: 'Rentals' }).waitFor();
    await admin.getByRole('button', { name: `Open the rental of order ${orderNumber}` }).click();
    const panel = admin.getByTestId('rental-panel');
    await panel.getByTestId('rental-delivery').getByText('Not delivered yet').waitFor();
    await expectNoSeriousA11yViolations(admin, 'rentals view');

    // A delivery over a year ahead is refused in the browser by the domain's rule; today is set.
    const delivery = panel.getByTestId('rental-delivery-form');
    await delivery.getByLabel('Delivery date').fill(addDays(today, 400));
    await delivery.getByRole('button', { name: 'Set delivery date' }).click();
    await delivery.getByText('Delivery date: at most a year ahead', { exact: false }).waitFor();
    await delivery.getByLabel('Delivery date').fill(today);
    await delivery.getByRole('button', { name: 'Set delivery date' }).click();
    await admin.getByText(`Delivery date of order ${orderNumber} saved.`).waitFor();
    await panel.getByTestId('rental-state').getByText('Active').waitFor();
    await screenshot(admin, 'r1-rental-delivered');

    // The customer opens the link of the rental email: rendered on the server for them alone, then gives notice.
    const link = await tokenLinkEmailedTo(server.dataDir, SHIPPING.email, 'rental');
    expect(link).toContain(`${server.baseUrl}/en/rental/`);
    const customerContext = await newContext();
    const customer = await customerContext.newPage();
    customer.setDefaultTimeout(15_000);
    const served = await customer.goto(link);
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    const html = (await served?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`Your rental, order ${orderNumber}`);
    await waitForHydration(customer);
    expect(await customer.getByTestId('rental-state').textContent()).toBe('Running');
    expect(await customer.getByTestId('rental-period').count()).toBe(1);
    const pickup = customer.getByLabel(/^Pick-up date/);
    expect(await pickup.inputValue()).toBe(addDays(today, 7));
    await expectNoSeriousA11yViolations(customer, 'rental page');
    await pickup.fill(addDays(today, 2));
    await customer.getByRole('button', { name: 'Give notice' }).click();
    await customer.getByText(`Pick-up date: the notice period is 7 days; the earliest pick-up date is ${addDays(today, 7)}.`).waitFor();
    await pickup.fill(addDays(today, 7));
    await customer.getByRole('button', { name: 'Give notice' }).click();
    await customer.getByTestId('rental-notice-status').getByText('Notice is given', { exact: false }).waitFor();
    expect(await customer.getByTestId('rental-state').textContent()).toBe('Notice given');
    await screenshot(customer, 'r2-rental-notice-given');

    // The admin sees the notice and confirms the pick-up (the containers came back today): the rental has ended.
    await visitHydrated(admin, `${server.baseUrl}/en/admin/rentals?tab=ending`);
    await admin.getByRole('button', { name: `Open the rental of order ${orderNumber}` }).click();
    await panel.getByTestId('rental-pickup').getByText('Notice given by the customer', { exact: false }).waitFor();
    const confirm = panel.getByTestId('rental-pickup-form');
    expect(await confirm.getByLabel('Pick-up date').inputValue()).toBe(today);
    await confirm.getByRole('button', { name: 'Confirm pick-up' }).click();
    await panel.getByText('This rental has ended: nothing is left to do.').waitFor();
    await panel.getByTestId('rental-state').getByText('Ended').waitFor();
    await screenshot(admin, 'r3-rental-ended');

    // The customer's page says so and offers notice no more.
    await visitHydrated(customer, link);
    expect(await customer.getByTestId('rental-state').textContent()).toBe('Ended');
    expect(await customer.getByTestId('notice-form').count()).toBe(0);
    await adminContext.close();
    await customerContext.close();
  }, 180_000);
});
