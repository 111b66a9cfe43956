import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { inlineStylesheets, webPages } from './web-pages.js';
import { createHash } from 'node:crypto';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import type { SiteSettings } from '../../domain/go-live/site-settings.js';
import type { RenderedPage } from './server-renderer.js';

const appOf = (dist: string, site: SiteSettings): express.Express => {
  const web = webPages(dist, site);
  if (web === null) throw new Error('no web');
  return express().use(web.assets, web.pages);
};

describe('storefront pages on the server', () => {
  let app: express.Express;
  let dir: string;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="nl"><title>shop</title><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"><body><!--site-settings--><div id="root"><!--demo-notice--><header></header></div>',
    );
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), '.shell{display:flex}');
    dir = dist;
    app = appOf(dist, { mode: 'demo', company: DEMO_COMPANY });
  });

  it('tells the page the configured company and the mode; the demo says it is one in the page language, a live shop not', async () => {
    const demo = await request(app).get('/de/container').expect(200);
    expect(demo.text).toContain('<p role="note" data-demo-notice class="bg-amber-100 px-4 py-1 text-center text-sm text-amber-950">Demo-Shop: Zahlungen werden simuliert und E-Mails in Dateien geschrieben.</p>');
    const company = { ...DEMO_COMPANY, legalName: 'Haven & <Zn> BV', iban: 'BE71 0961 2345 6769' };
    const live = await request(appOf(dir, { mode: 'live', company })).get('/fr/container').expect(200);
    expect(live.text).not.toContain('data-demo-notice');
    expect(live.text).not.toMatch(/d[ée]mo/i);
    const json = /<script type="application\/json" id="site-settings">([^<]*)<\/script>/.exec(live.text)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ mode: 'live', company });
    // The admin (no language in the path) gets the notice too, in the browser's language.
    const admin = await request(app).get('/admin/inbox').set('Accept-Language', 'fr-BE,fr;q=0.9').expect(200);
    expect(admin.text).toContain('Boutique de démo');
  });

  it('sends the stylesheet inside the page, so the first paint needs no second request, and names its hash for the CSP', async () => {
    const page = await request(app).get('/nl/container').expect(200);
    expect(page.text).toContain('<style>.shell{display:flex}</style>');
    expect(page.text).not.toContain('rel="stylesheet"');
    const web = webPages(dir, { mode: 'demo', company: DEMO_COMPANY });
    expect(web?.styleHashes).toEqual([`'sha256-${createHash('sha256').update('.shell{display:flex}').digest('base64')}'`]);
  });

  it('hashes the stylesheet as it stands in the page (a closing style tag in it escaped), and leaves a missing one as a link', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'odd.css'), 'a::after{content:"</style>"}');
    const inlined = inlineStylesheets('<head><link rel="stylesheet" href="/assets/odd.css"></head>', dist);
    const text = /<style>([\s\S]*)<\/style>/.exec(inlined.html)?.[1] ?? '';
    expect(text).toBe('a::after{content:"<\\/style>"}');
    expect(inlined.styleHashes).toEqual([`'sha256-${createHash('sha256').update(text).digest('base64')}'`]);
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/gone.css"></head>';
    expect(inlineStylesheets(html, dist)).toEqual({ html, styleHashes: [] });
  });

  it('sends / to the visitor language (302), else nl', async () => {
    expect((await request(app).get('/').set('Accept-Language', 'de-DE,de;q=0.9').expect(302)).headers['location']).toBe('/de');
    expect((await request(app).get('/').expect(302)).headers['location']).toBe('/nl');
  });

  it('sends legacy paths to the Dutch site with 301 and other unprefixed paths to the visitor language with 302', async () => {
    expect((await request(app).get('/products/zeecontainer-20ft').expect(301)).headers['location']).toBe('/nl/container/zeecontainer-20ft');
    expect((await request(app).get('/contact').expect(301)).headers['location']).toBe('/nl/contact');
    expect((await request(app).get('/cookie-policy').set('Accept-Language', 'fr').expect(302)).headers['location']).toBe('/fr/cookie-policy');
  });

  it('redirects the aliases with 301', async () => {
    expect((await request(app).get('/en/products/x').expect(301)).headers['location']).toBe('/en/container/x');
    expect((await request(app).get('/de/containermodificatie').expect(301)).headers['location']).toBe('/de/modifications');
  });

  it('answers a known route with the page and an unknown one with a keyword redirect or a 404 page', async () => {
    await request(app).get('/nl/container').expect(200).expect('Content-Type', /html/);
    await request(app).get('/fr/order-confirmation/cs_test_1').expect(200);
    expect((await request(app).get('/de/mieten-jetzt').expect(302)).headers['location']).toBe('/de/rent');
    await request(app).get('/en/nothing-like-this').expect(404).expect('Content-Type', /html/);
  });

  it('answers both Redirect Manager addresses, prefixed and not, with the page (the web router adds the language)', async () => {
    await request(app).get('/en/admin/redirects').expect(200).expect('Content-Type', /html/);
    await request(app).get('/de/redirect-manager').expect(200).expect('Content-Type', /html/);
    await request(app).get('/redirect-manager').expect(200).expect('Content-Type', /html/);
    await request(app).get('/admin/redirects').expect(200).expect('Content-Type', /html/);
    await request(app).get('/en/redirect-manager/extra').expect(404);
  });

  it('answers the product editor addresses, sign-in and the admin entry with the page', async () => {
    await request(app).get('/nl/container/admin/new').expect(200).expect('Content-Type', /html/);
    await request(app).get('/en/container/admin/some-product').expect(200).expect('Content-Type', /html/);
    await request(app).get('/de/products/admin/some-product').expect(200).expect('Content-Type', /html/);
    await request(app).get('/fr/auth').expect(200).expect('Content-Type', /html/);
    await request(app).get('/nl/admin').expect(200).expect('Content-Type', /html/);
  });

  it('serves hashed assets with a one-year cache', async () => {
    const asset = await request(app).get('/assets/main-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('storefront pages rendered on the server', () => {
  const site: SiteSettings = { mode: 'live', company: DEMO_COMPANY };
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="nl"><head></head><body><!--site-settings--><div id="root"><!--app-shell--><main>shell</main><!--/app-shell--></div><!--query-state--></body></html>',
  );
  let version = 1;
  const versions = [{ current: async () => String(version) }];

  const appRendering = (render: (url: string) => Promise<RenderedPage>): express.Express => {
    const web = webPages(dist, site, undefined, { renderer: { render }, versions });
    if (web === null) throw new Error('no web');
    return express().use(web.assets, web.pages);
  };

  it('puts the rendered page in place of the app shell and its data in the query-state block after the root', async () => {
    const app = appRendering(async (url) => ({ html: `<main>page of ${url}</main>`, queryState: '{"queries":[]}', complete: true, cartForgotten: false }));
    // Rendered with the parameters the page reads alone (the listing's sort here), not the ad click's.
    const page = await request(app).get('/en/container?gclid=x&sort=price-high').expect(200);
    expect(page.text).toContain('<div id="root"><main>page of /en/container?sort=price-high</main></div><script type="application/json" id="query-state">{"queries":[]}</script>');
    expect(page.text).not.toContain('shell');
    expect(page.text).toContain('<html lang="en">');
  });

  it('sends the app shell when rendering throws, and renders again next time', async () => {
    let calls = 0;
    const app = appRendering(async () => {
      calls += 1;
      throw new Error('render failed');
    });
    const page = await request(app).get('/nl/rent').expect(200);
    expect(page.text).toContain('<main>shell</main>');
    expect(page.text).not.toContain('id="query-state"');
    await request(app).get('/nl/rent').expect(200);
    expect(calls).toBe(2);
  });

  it('keeps a rendered page per URL until a version moves; concurrent first requests share one render; incomplete renders are not kept', async () => {
    const renders: string[] = [];
    const app = appRendering(async (url) => {
      renders.push(url);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { html: `<main>v${version}</main>`, queryState: '{}', complete: !url.includes('incomplete'), cartForgotten: false };
    });
    const [first, second] = await Promise.all([request(app).get('/nl/leasing'), request(app).get('/nl/leasing')]);
    expect(first.text).toContain('<main>v1</main>');
    expect(second.text).toContain('<main>v1</main>');
    await request(app).get('/nl/leasing').expect(200);
    expect(renders).toEqual(['/nl/leasing']);
    expect(second.text).toBe(first.text);
    version = 2;
    expect((await request(app).get('/nl/leasing')).text).toContain('<main>v2</main>');
    await request(app).get('/nl/container?type=incomplete');
    await request(app).get('/nl/container?type=incomplete');
    expect(renders).toEqual(['/nl/leasing', '/nl/leasing', '/nl/container?type=incomplete', '/nl/container?type=incomplete']);
  });

  it('renders an unknown address as the not-found page with 404', async () => {
    const app = appRendering(async (url) => ({ html: `<main>not found: ${url}</main>`, queryState: '{}', complete: true, cartForgotten: false }));
    expect((await request(app).get('/de/nothing-like-this').expect(404)).text).toContain('<main>not found: /de/nothing-like-this</main>');
  });

  it('leaves admin screens to the browser', async () => {
    const app = appRendering(async () => ({ html: '<main>rendered</main>', queryState: '{}', complete: true, cartForgotten: false }));
    const page = await request(app).get('/en/admin/faq').expect(200);
    expect(page.text).toContain('<main>shell</main>');
  });

  it("finds the app shell's markers and the query-state slot in web/index.html", () => {
    const index = readFileSync(join(process.cwd(), 'web', 'index.html'), 'utf8');
    expect(index).toMatch(/<div id="root"><!--app-shell-->[\s\S]*<!--\/app-shell--><\/div><!--query-state-->/);
  });
});
