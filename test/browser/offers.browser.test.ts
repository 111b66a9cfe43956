import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/accessibility.js';
import { createAdmin, signInThroughApi } from './support/admin-user.js';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated, waitForHydration } from './support/browser.js';
import { tokenLinkEmailedTo } from './support/emailed-link.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3986;
const ADMIN = { email: 'offers-admin@example.be', password: 'a long browser offers password' };
const CUSTOMER_EMAIL = 'anna.offer@example.de';
const PRODUCT_SLUG = 'shipping-container-20ft-new';

/** Issue 31 in Chromium against the built shop: a quote request becomes an offer, the customer accepts it from the email's link, pays by card and downloads the invoice. */
describe('quotes that close, in the browser', () => {
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

  it('a visitor asks a quote, the admin prices and sends it, the customer accepts from the email, pays by card and downloads the invoice', async () => {
    // The visitor asks a quote for a container delivered to Brussels.
    const visitor = await newContext();
    const page = await visitor.newPage();
    await visitHydrated(page, `${server.baseUrl}/en/container/${PRODUCT_SLUG}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Standard truck').check();
    const postcode = page.getByLabel('Postal code');
    await postcode.fill('1000');
    await postcode.blur();
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name/).fill('Anna Schmidt');
    await dialog.getByLabel(/^Email/).fill(CUSTOMER_EMAIL);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Quote request sent').first().waitFor();
    await visitor.close();

    // The admin opens the request in the inbox and makes an offer from it, at a price of their own.
    const adminContext = await newContext();
    await signInThroughApi(adminContext, server.baseUrl, ADMIN);
    const admin = await adminContext.newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await visitHydrated(admin, `${server.baseUrl}/en/admin/inbox?tab=quotes`);
    await admin.getByRole('button', { name: 'Open the quote request of Anna Schmidt' }).click();
    await admin.getByRole('button', { name: 'Make an offer' }).click();
    await admin.waitForURL(/\/en\/admin\/offers\/[0-9a-f-]{36}$/);
    const number = (await admin.getByTestId('offer-number').textContent()) ?? '';
    expect(number).toMatch(/^OF-\d{4}-\d{6}$/);
    await admin.getByTestId('offer-status').getByText('Draft').waitFor();
    await admin.getByLabel(/^Unit price/).first().fill('2999');
    await admin.getByLabel('Note to the customer').fill('Delivered within two weeks of your payment.');
    await screenshot(admin, 'o1-offer-editor');
    await expectNoSeriousA11yViolations(admin, 'offer editor');
    await admin.getByRole('button', { name: 'Save and send to the customer' }).click();
    await admin.getByTestId('offer-status').getByText('Sent').waitFor();
    await admin.getByRole('button', { name: 'Make a new revision' }).waitFor();
    const sentTotal = (await admin.getByTestId('offer-saved-total').first().textContent()) ?? '';

    // The customer opens the link of the email: the offer as the server rendered it, then accepts it and pays by card.
    const link = await tokenLinkEmailedTo(server.dataDir, CUSTOMER_EMAIL, 'offer');
    expect(link).toContain(`${server.baseUrl}/en/offer/`);
    const customerContext = await newContext();
    const customer = await customerContext.newPage();
    const consoleErrors: string[] = [];
    customer.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const served = await customer.goto(link);
    expect(served?.headers()['cache-control']).toBe('private, no-store');
    expect(await served?.text()).toContain(number);
    await waitForHydration(customer);
    await customer.getByTestId('offer-total').waitFor();
    expect(await customer.getByTestId('offer-total').textContent()).toBe(sentTotal);
    await customer.getByText('Delivered within two weeks of your payment.').waitFor();
    // Hydrated into the page the server rendered: no mismatch, nothing failed.
    expect(consoleErrors).toEqual([]);
    await expectNoSeriousA11yViolations(customer, 'offer page');
    await screenshot(customer, 'o2-offer-page');
    await customer.getByLabel(/^Your name/).fill('Anna Schmidt');
    await customer.getByLabel('Online by card').check();
    await customer.getByLabel('I accept this offer').check();
    await customer.getByRole('button', { name: 'Accept and pay' }).click();
    await customer.waitForURL('**/api/payments/simulated/**');
    await customer.getByRole('button', { name: /Pay/ }).first().click();
    await customer.waitForURL('**/en/order-confirmation/cs_**');
    await customer.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    await customer.getByText('Your payment has been received', { exact: false }).waitFor({ timeout: 15_000 });
    await customer.getByTestId('order-document').first().waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('link', { name: 'Download PDF' }).first().click()]);
    expect(download.suggestedFilename()).toMatch(/^\d{4}-\d{6}\.pdf$/);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    await screenshot(customer, 'o3-offer-paid-confirmation');

    // The link now says the offer was accepted; the admin sees it paid.
    await visitHydrated(customer, link);
    await customer.getByText('This offer has already been accepted.').waitFor();
    await customerContext.close();
    await visitHydrated(admin, `${server.baseUrl}/en/admin/offers?status=paid`);
    await admin.getByRole('link', { name: `Open offer ${number}` }).waitFor();
    await adminContext.close();
  });
});
