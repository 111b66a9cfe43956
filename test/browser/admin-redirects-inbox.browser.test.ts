import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { createAdmin, signInThroughApi } from './support/admin-user.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3997;
const ADMIN = { email: 'redirects-admin@example.be', password: 'a long browser admin password' };
const RULES = '# moved pages\n/old-offer /en/container 301\n/summer-sale /en/rent 302\n';

/** The Redirect Manager and the inbox in Chromium against the built shop, with an admin made by the CLI. */
describe('admin: Redirect Manager and inbox in the browser', () => {
  let server: ShopServer;
  let browser: Browser;

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
    const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true });
    await answerConsentBanner(context);
    return context;
  };

  /** A page of a context signed in as the admin through the API. */
  const adminPage = async (): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await newContext();
    await signInThroughApi(context, server.baseUrl, ADMIN);
    return { context, page: await context.newPage() };
  };

  /** Asks the server for a path until the answer passes `done` (served rules follow within the freshness window). */
  const waitForAnswer = async (path: string, done: (answer: Response) => boolean): Promise<Response> => {
    let answer = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    for (let attempt = 0; attempt < 40 && !done(answer); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    }
    return answer;
  };

  it('sends visitors who are not admins away from both screens', async () => {
    const context = await newContext();
    const page = await context.newPage();
    for (const path of ['/en/admin/redirects', '/en/redirect-manager', '/redirect-manager', '/en/admin/inbox']) {
      await visitHydrated(page, `${server.baseUrl}${path}`);
      await page.waitForURL(`${server.baseUrl}/en`);
    }
    await context.close();
  });

  it('bulk-imports redirects that the server then follows, and exports the _redirects file', async () => {
    const { context, page } = await adminPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(page, `${server.baseUrl}/en/admin/redirects`);
    await page.getByRole('heading', { level: 1, name: 'Redirect Manager' }).waitFor();
    await page.getByText('No redirects added yet').waitFor();

    await page.getByRole('tab', { name: 'Bulk Import' }).click();
    await page.getByLabel('Paste redirect rules').fill(RULES);
    await page.getByText('Preview: 2 rules to import').waitFor();
    await screenshot(page, 'a3-redirects-bulk-preview-1280');
    await page.getByRole('button', { name: 'Import 2 rules' }).click();
    await page.getByRole('cell', { name: '/old-offer', exact: true }).waitFor();
    await page.getByRole('cell', { name: '/summer-sale', exact: true }).waitFor();
    // The paste box is cleared once the import succeeded.
    await page.waitForFunction(() => document.querySelector('textarea')?.value === '');
    await screenshot(page, 'a3-redirects-imported-1280');

    await expectNoSeriousA11yViolations(page, 'redirect manager');

    // The server answers the old path with the redirect.
    const answer = await waitForAnswer('/old-offer', (reply) => reply.status === 301);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/en/container');
    await visitHydrated(page, `${server.baseUrl}/summer-sale`);
    await page.waitForURL(`${server.baseUrl}/en/rent`);

    await visitHydrated(page, `${server.baseUrl}/en/redirect-manager`);
    await page.getByRole('tab', { name: 'Test Redirects' }).click();
    await page.getByLabel('URL or path to test').fill('/old-offer?ref=mail');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    expect(await page.getByTestId('redirect-test-location').textContent()).toBe('/en/container?ref=mail');
    await page.getByLabel('URL or path to test').fill('/never-redirected');
    await page.getByRole('button', { name: 'Test', exact: true }).click();
    await page.getByText('No redirect rule matches this URL.').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export _redirects File' }).click()]);
    expect(download.suggestedFilename()).toBe('_redirects');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const file = readFileSync(path, 'utf8');
    expect(file).toMatch(/^\/old-offer\s+\/en\/container\s+301$/m);
    expect(file).toMatch(/^\/summer-sale\s+\/en\/rent\s+302$/m);

    // Switched off, the rule is no longer served; deleted after confirmation, it leaves the table.
    await page.getByRole('checkbox', { name: 'Active: /summer-sale' }).click();
    await page.getByRole('checkbox', { name: 'Active: /summer-sale', checked: false }).waitFor();
    // Without its rule the path is just an unprefixed address: the language redirect, no longer /en/rent.
    const inactive = await waitForAnswer('/summer-sale', (reply) => reply.headers.get('location') !== '/en/rent');
    expect(inactive.headers.get('location')).toMatch(/^\/(nl|en|de|fr)\/summer-sale$/);
    await page.getByRole('button', { name: 'Delete the redirect for /summer-sale' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this redirect?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('cell', { name: '/summer-sale', exact: true }).waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'a3-redirects-375');
    await context.close();
  });

  it('marks a bank-transfer order paid from the inbox; the admin finds its invoice, the customer downloads its PDF', async () => {
    const product = (await (await fetch(`${server.baseUrl}/api/products/shipping-container-20ft-new?lang=en`)).json()) as { id: string };
    const cart = (await (await fetch(`${server.baseUrl}/api/carts`, { method: 'POST' })).json()) as { id: string };
    const added = await fetch(`${server.baseUrl}/api/carts/${cart.id}/items`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: product.id, condition: 'new', quantity: 1, colorType: 'from_stack', transport: { option: 'self_pickup' }, lang: 'en' }),
    });
    expect(added.status).toBe(201);
    const shippingAddress = { name: 'Jan Peeters', email: 'jan@example.be', phone: '+32 470 12 34 56', street: 'Kerkstraat 1', city: 'Antwerpen', postalCode: '2000', country: 'belgium' };
    const placed = await fetch(`${server.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cartId: cart.id, lang: 'en', paymentMethod: 'bank_transfer', shippingAddress }),
    });
    expect(placed.status).toBe(201);
    const { orderId, accessToken } = (await placed.json()) as { orderId: string; accessToken: string };

    const { context, page } = await adminPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(page, `${server.baseUrl}/en/admin/inbox`);
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    await page.getByLabel('Status').selectOption('pending');
    await page.waitForURL(/status=pending/);
    await page.getByRole('button', { name: /^Open order #/ }).first().click();
    const detail = page.getByRole('region', { name: /^Order #/ });
    await detail.getByText('Kerkstraat 1').waitFor();
    await screenshot(page, 'a3-inbox-order-1280');
    await expectNoSeriousA11yViolations(page, 'inbox order');
    await detail.getByRole('button', { name: 'Mark bank transfer paid' }).click();
    await detail.getByTestId('admin-order-status').getByText('Paid').waitFor();
    await detail.getByText(`by ${ADMIN.email}`, { exact: false }).waitFor();
    const stored = await context.request.get(`${server.baseUrl}/api/admin/orders/${orderId}`);
    expect(((await stored.json()) as { status: string }).status).toBe('paid');

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'a3-inbox-order-375');

    // The invoice was issued with the payment: the admin finds it in the Invoices tab.
    const confirmation = (await (await fetch(`${server.baseUrl}/api/orders/${orderId}?token=${encodeURIComponent(accessToken)}`)).json()) as { invoice: { number: string } | null };
    const number = confirmation.invoice?.number ?? '';
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(page, `${server.baseUrl}/en/admin/inbox?tab=invoices`);
    await page.getByTestId('invoice-row').filter({ hasText: number }).waitFor();
    await expectNoSeriousA11yViolations(page, 'inbox invoices');
    await screenshot(page, 'a4-inbox-invoices');
    // The customer lost the email: the admin sends it again.
    await page.getByRole('button', { name: `Email invoice ${number} again` }).click();
    await page.getByText('The invoice is being emailed again.').waitFor();
    await context.close();

    // The customer downloads it from the confirmation page, by the order's token.
    const customer = await newContext();
    const customerPage = await customer.newPage();
    await visitHydrated(customerPage, `${server.baseUrl}/en/order-confirmation/${orderId}?token=${encodeURIComponent(accessToken)}`);
    await customerPage.getByTestId('order-document').getByText(`Invoice ${number}`).waitFor();
    const [download] = await Promise.all([customerPage.waitForEvent('download'), customerPage.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await customer.close();
  });
});
