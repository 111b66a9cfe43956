import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { answerConsentBanner, launchBrowser, screenshot, visitHydrated, waitForHydration } from './support/browser.js';
import { formatEuro } from '../../domain/pricing/format-euro.js';
import { eurosToCents } from '../../domain/shared/money.js';
import { displayedAmount } from '../../domain/vat/display-prices.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

interface ListedProduct {
  slug: string;
  title: string;
  condition: string;
  isAvailable: boolean;
  priceUsedCw: number | null;
  askOfferUsedCw: boolean;
}

const GERMAN_VAT_NUMBER = 'DE 136 695 976';
const EXEMPTION_DE = 'Steuerfreie innergemeinschaftliche Lieferung – Art. 39bis belgisches MwStGB / Art. 138 Richtlinie 2006/112/EG';

/** Issue 15 in Chromium: the incl./excl. VAT switch, and a German business buying VAT-exempt, in German. */
describe('VAT in the browser', () => {
  let server: ShopServer;
  let browser: Browser;
  let product: ListedProduct;

  beforeAll(async () => {
    server = await startShopServer(3988);
    browser = await launchBrowser();
    const list = (await (await fetch(`${server.baseUrl}/api/products?lang=de&size=20ft`)).json()) as { items: ListedProduct[] };
    const found = list.items.find((item) => item.isAvailable && item.condition === 'used-cw' && (item.priceUsedCw ?? 0) > 0 && !item.askOfferUsedCw);
    if (found === undefined) throw new Error('no orderable used-cw 20ft demo product');
    product = found;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openPage = async (): Promise<Page> => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await answerConsentBanner(context);
    return context.newPage();
  };


  it('shows prices incl. VAT first and excl. VAT after the switch, remembered on the next page', async () => {
    const page = await openPage();
    await page.goto(`${server.baseUrl}/de/container/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await waitForHydration(page);
    const cards = page.getByRole('group', { name: 'Preisart wählen' });
    const net = eurosToCents(product.priceUsedCw ?? 0);
    await cards.getByText(formatEuro(displayedAmount(net, 'incl', 21), 'de'), { exact: false }).first().waitFor();
    await page.getByTestId('vat-note').getByText('Preise inkl. 21 % MwSt. (Belgien)', { exact: false }).waitFor();
    await screenshot(page, '40-vat-incl');
    await page.getByRole('button', { name: 'zzgl. MwSt.' }).click();
    await cards.getByText(formatEuro(net, 'de'), { exact: false }).first().waitFor();
    await page.getByTestId('vat-note').getByText('Preise zzgl. MwSt.', { exact: false }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    // The server renders prices incl. VAT (it cannot know the choice); the stored choice applies once the page is hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: 'zzgl. MwSt.', pressed: true }).waitFor();
    await screenshot(page, '41-vat-excl');
  });

  it('a German business with a VAT number checks out without VAT and sees the mention (de)', async () => {
    const page = await openPage();
    await page.goto(`${server.baseUrl}/de/container/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await waitForHydration(page);
    await page.getByLabel('Standard-Lkw').check();
    await page.getByLabel('Land').selectOption('DE');
    const postcode = page.getByLabel('Postleitzahl');
    await postcode.fill('10115');
    await postcode.blur();
    await page.getByRole('button', { name: 'Jetzt bestellen' }).click();
    await page.getByText('In den Warenkorb gelegt').first().waitFor();
    // The checkout is rendered by the server with its summary: wait for hydration before choosing and typing.
    await visitHydrated(page, `${server.baseUrl}/de/cart-checkout`);
    const summary = page.getByRole('complementary', { name: 'Bestellübersicht' });
    await summary.getByText('MwSt. 19%').waitFor();

    await page.getByLabel('Unternehmen').check();
    await page.getByLabel(/^Firmenname/).fill('Hafen GmbH');
    await page.getByLabel(/^USt-IdNr\./).fill(GERMAN_VAT_NUMBER);
    await summary.getByText(EXEMPTION_DE).waitFor();
    await summary.getByText('MwSt. 0%').waitFor();
    await summary.getByText('USt-IdNr. von VIES bestätigt.').waitFor();

    await page.getByLabel('Banküberweisung').check();
    await page.getByLabel(/^Name/).fill('Jonas Weber');
    await page.getByLabel(/^E-Mail/).fill('jonas@example.de');
    await page.getByLabel(/^Telefonnummer/).fill('+49 30 1234567');
    await page.getByLabel(/^Straße und Hausnummer/).fill('Hafenstraße 1');
    await page.getByLabel(/^Ort/).fill('Berlin');
    await page.getByLabel(/^Postleitzahl/).fill('10115');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    await screenshot(page, '42-vat-business-checkout');
    await page.getByRole('button', { name: 'Bestellung aufgeben' }).click();
    await page.waitForURL('**/de/order-confirmation/**');
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    await page.getByText(EXEMPTION_DE).waitFor();
    await page.getByText(/DE136695976/).waitFor();
    await screenshot(page, '43-vat-business-confirmation');
  });
});
