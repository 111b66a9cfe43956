import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runCli } from '../cli/run-cli.js';
import { XSS_DOCUMENT } from '../support/xss-corpus.js';
import { answerConsentBanner, launchBrowser } from './support/browser.js';
import { startShopServer, type ShopServer } from './support/shop-server.js';

const PORT = 3979;
const ADMIN_EMAIL = 'csp-admin@example.be';
const ADMIN_PASSWORD = 'a long csp admin password';
const PLAIN = `Bel ons <a href="javascript:window.__xss=1">hier</a><meta http-equiv="refresh" content="0;url=https://evil.example/">`;

/** What a page did that it must not: CSP violations (event, console, report), script runs, dialogs, navigations, requests elsewhere. */
interface Watch {
  readonly violations: string[];
  readonly reports: string[];
  readonly dialogs: string[];
  readonly foreignRequests: string[];
}

/** Listens on a context: a securitypolicyviolation listener in every document, the console, and requests to the report endpoint. */
const watchContext = async (context: BrowserContext, baseUrl: string): Promise<Watch> => {
  const watch: Watch = { violations: [], reports: [], dialogs: [], foreignRequests: [] };
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    watch.violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = window as unknown as { __cspSeen?: string[] };
      seen.__cspSeen = [...(seen.__cspSeen ?? []), event.effectiveDirective];
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  context.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/csp-reports')) watch.reports.push(request.postData() ?? url);
    if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) watch.foreignRequests.push(url);
  });
  context.on('page', (page) => watchPage(page, watch));
  return watch;
};

const watchPage = (page: Page, watch: Watch): void => {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.violations.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
};

/** Opens a path, waits for the app and its data, and answers what it did. */
const visit = async (page: Page, url: string): Promise<void> => {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('body').waitFor();
};

describe('a strict CSP on every page, and stored script that never runs', () => {
  let server: ShopServer;
  let browser: Browser;
  let admin: BrowserContext;
  let adminPage: Page;
  let adminWatch: Watch;
  const created = { productSlug: 'xss-container', postSlug: 'xss-post', postId: '', htmlPage: 'xss-html-page', plainPage: 'xss-plain-page', pageId: '' };

  beforeAll(async () => {
    server = await startShopServer(PORT);
    browser = await launchBrowser();
    const made = runCli(['users', 'create-admin', '--email', ADMIN_EMAIL, '--password-stdin', '--json'], { DATA_DIR: server.dataDir, DATABASE_URL: '' }, `${ADMIN_PASSWORD}\n`);
    if (made.status !== 0) throw new Error(`create-admin failed: ${made.stderr}${made.stdout}`);
    admin = await browser.newContext({ locale: 'en-GB' });
    await answerConsentBanner(admin);
    adminWatch = await watchContext(admin, server.baseUrl);
    adminPage = await admin.newPage();
    adminPage.setDefaultTimeout(15_000);
    await adminPage.goto(`${server.baseUrl}/en/admin`);
    await adminPage.getByRole('textbox', { name: 'Email' }).fill(ADMIN_EMAIL);
    await adminPage.getByLabel('Password').fill(ADMIN_PASSWORD);
    await adminPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await adminPage.getByRole('heading', { name: 'Administration' }).waitFor();

    // The payloads, saved by the admin through the API (the same calls the editors make).
    const api = adminPage.request;
    const ok = async (response: Awaited<ReturnType<typeof api.post>>): Promise<Record<string, unknown>> => {
      if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    await ok(
      await api.post(`${server.baseUrl}/api/admin/products`, {
        data: {
          type: 'Standard', condition: 'new', size: '20ft', price: 2500, priceNew: 2500, priceUsedA: null, priceUsedCw: null, priceRentPerDay: null, isAvailable: true,
          deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
          translations: { nl: { title: 'XSS container', description: 'Beschrijving', descriptionHtml: XSS_DOCUMENT, slug: created.productSlug, metaTitle: null, metaDescription: null } },
        },
      }),
    );
    const post = await ok(await api.post(`${server.baseUrl}/api/admin/blog`, { data: { translations: { nl: { title: 'XSS', slug: created.postSlug, content: `<p>Tekst</p>${XSS_DOCUMENT}`, metaDescription: 'm', keywords: '' } } } }));
    created.postId = (post['post'] as { id: string }).id;
    const page = await ok(await api.post(`${server.baseUrl}/api/admin/landing-pages`, { data: { slug: created.htmlPage, isPublished: true, translations: { nl: { title: 'XSS HTML', contentHtml: XSS_DOCUMENT } } } }));
    created.pageId = (page['page'] as { id: string }).id;
    await ok(await api.post(`${server.baseUrl}/api/admin/landing-pages`, { data: { slug: created.plainPage, isPublished: true, translations: { nl: { title: 'XSS plain', content: PLAIN } } } }));
    await ok(await api.post(`${server.baseUrl}/api/admin/home-sections`, { data: { type: 'content_centered', translations: { nl: { title: 'Home XSS', contentHtml: XSS_DOCUMENT } } } }));
  }, 180_000);

  afterAll(async () => {
    await admin?.close();
    await browser?.close();
    await server?.stop();
  });

  it('runs none of the stored payloads for a visitor: no script, no dialog, no navigation, no request elsewhere', async () => {
    const visitor = await browser.newContext({ locale: 'nl-BE' });
    await answerConsentBanner(visitor);
    const watch = await watchContext(visitor, server.baseUrl);
    const page = await visitor.newPage();
    const pages = ['/nl', `/nl/container/${created.productSlug}`, `/nl/blog/${created.postSlug}`, `/nl/pages/${created.htmlPage}`, `/nl/pages/${created.plainPage}`];
    for (const path of pages) {
      await visit(page, server.baseUrl + path);
      expect(new URL(page.url()).pathname).toBe(path);
      const found = await page.evaluate(() => {
        const scheme = (url: string): string => url.trim().toLowerCase().split(':')[0] ?? '';
        const active = [
          ...[...document.querySelectorAll('a[href], area[href]')].filter((link) => ['javascript', 'data', 'vbscript'].includes(scheme(link.getAttribute('href') ?? ''))),
          // The shop's own placeholders are data:image/… pictures; an image never runs script, other data: and script URLs are the payloads'.
          ...[...document.querySelectorAll('img[src]')].filter((image) => {
            const src = image.getAttribute('src') ?? '';
            return ['javascript', 'vbscript'].includes(scheme(src)) || (scheme(src) === 'data' && !src.startsWith('data:image/'));
          }),
          ...[...document.querySelectorAll('form[action]')].filter((form) => new URL(form.getAttribute('action') ?? '', location.href).host !== location.host),
          ...document.querySelectorAll('iframe, object, embed, base, meta[http-equiv], #root svg script, #root math'),
          ...[...document.querySelectorAll('#root *')].filter((element) => [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on'))),
        ];
        return { flag: (window as unknown as { __xss?: unknown }).__xss ?? null, active: active.map((element) => element.outerHTML.slice(0, 200)) };
      });
      expect(found).toEqual({ flag: null, active: [] });
    }
    // The plain content is shown as the text it is.
    await visit(page, `${server.baseUrl}/nl/pages/${created.plainPage}`);
    await page.getByText('Bel ons <a href="javascript:window.__xss=1">hier</a>', { exact: false }).waitFor();
    expect(watch.dialogs).toEqual([]);
    // An https image is allowed content (the corpus has one); nothing may reach the payloads' own targets.
    expect(watch.foreignRequests.filter((url) => new URL(url).hostname !== 'example.com')).toEqual([]);
    expect(watch.violations).toEqual([]);
    await visitor.close();
  });

  it('shows no CSP violation on any public storefront page', async () => {
    const visitor = await browser.newContext({ locale: 'nl-BE' });
    await answerConsentBanner(visitor);
    const watch = await watchContext(visitor, server.baseUrl);
    const page = await visitor.newPage();
    const products = (await (await fetch(`${server.baseUrl}/api/products?lang=nl&pageSize=1`)).json()) as { items: { slug: string }[] };
    const posts = (await (await fetch(`${server.baseUrl}/api/blog?lang=nl`)).json()) as { items: { slug: string }[] };
    const footer = (await (await fetch(`${server.baseUrl}/api/landing-pages?placement=footer&lang=nl`)).json()) as { items?: { slug: string }[] } | { slug: string }[];
    const landing = (Array.isArray(footer) ? footer : (footer.items ?? []))[0]?.slug ?? 'koopgids-zeecontainers';
    const paths = [
      '/nl', '/nl/container', `/nl/container/${products.items[0]?.slug ?? ''}`, '/nl/cart', '/nl/checkout', '/nl/cart-checkout', '/nl/contact', '/nl/blog',
      `/nl/blog/${posts.items[0]?.slug ?? ''}`, `/nl/pages/${landing}`, '/nl/rent', '/nl/leasing', '/nl/koelcontainers-reefers-vriescontainers', '/nl/modifications',
      '/nl/faq', '/nl/privacy-statement', '/nl/cookie-policy', '/nl/return-policy', '/nl/auth', '/nl/admin', '/nl/order-confirmation/00000000-0000-4000-8000-000000000000?token=x',
      '/nl/bestaat-niet-xyz', '/en', '/de/container', '/fr/faq', '/api/docs',
    ];
    for (const path of paths) {
      await visit(page, server.baseUrl + path);
      expect({ path, violations: watch.violations }).toEqual({ path, violations: [] });
    }
    expect(watch.reports).toEqual([]);
    await visitor.close();
  });

  it('shows no CSP violation on any admin page, signed in as an admin', async () => {
    const paths = [
      '/en/admin', '/en/admin/redirects', '/en/redirect-manager', '/en/admin/blog', '/en/admin/blog/new', '/en/blog/admin/new', `/en/admin/blog/${created.postId}/edit`,
      '/en/admin/landing-pages', '/en/admin/landing-pages/new', `/en/admin/landing-pages/${created.pageId}/edit`, '/en/admin/faq', '/en/admin/home', '/en/admin/inbox',
      '/en/admin/products', '/en/container/admin/new', `/en/container/admin/${created.productSlug}`, '/en/blog',
    ];
    for (const path of paths) {
      await visit(adminPage, server.baseUrl + path);
      expect({ path, violations: adminWatch.violations }).toEqual({ path, violations: [] });
    }
    expect(adminWatch.reports).toEqual([]);
    expect(adminWatch.dialogs).toEqual([]);
  });

  it('reports a violation when something inline does try to run (the watch itself works)', async () => {
    const visitor = await browser.newContext({ locale: 'nl-BE' });
    const watch = await watchContext(visitor, server.baseUrl);
    const page = await visitor.newPage();
    await visit(page, `${server.baseUrl}/nl/faq`);
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.__xss = 1';
          document.body.append(script);
        }),
    );
    expect(directive).toMatch(/^script-src/);
    // The watch's own listener (the one every test above relies on) saw it too, and the script did not run.
    expect(await page.evaluate(() => ({ flag: (window as unknown as { __xss?: unknown }).__xss ?? null, seen: (window as unknown as { __cspSeen?: string[] }).__cspSeen ?? [] }))).toEqual({
      flag: null,
      seen: [expect.stringMatching(/^script-src/)],
    });
    expect(watch.dialogs).toEqual([]);
    await visitor.close();
  });
});
