import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { pageHeads } from '../../api/storefront/page-head.js';
import { webPages } from '../../api/storefront/web-pages.js';
import { adminSession } from '../support/sessions.js';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Every replacement pattern `String.prototype.replace` knows in a replacement string, in stored text. */
const TITLE = "Box $' after $` before $& match $1 group $$ dollar $<name> end";
const DESCRIPTION = "Beschrijving $' $` $& $1 $$ einde";

const count = (text: string, part: string): number => text.split(part).length - 1;

/** Text of an element or attribute as the browser reads it. */
const unescaped = (html: string): string =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '');

const titleOf = (page: string): string => unescaped(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
const descriptionOf = (page: string): string => unescaped(/<meta name="description" content="([^"]*)">/.exec(page)?.[1] ?? '');

/** The page holds the template once: one of each element, and the stored texts as they were written. */
const expectWhole = (page: string, title: string, description: string): void => {
  for (const part of ['<html', '<head>', '</head>', '<body', '<div id="root">', '<title>', '<meta name="description"', 'id="site-settings"']) expect(count(page, part)).toBe(1);
  expect(titleOf(page)).toBe(title);
  expect(descriptionOf(page)).toBe(description);
};

/**
 * Stored titles and descriptions meet the page template on the server; `$'`, `` $` ``, `$&`, `$1`
 * in them are text, never replacement patterns pasting parts of the template into the head.
 */
describe('stored text with replacement patterns in the pages the server sends', () => {
  let testApp: TestApp;
  let shellOnly: express.Express;
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    const webDistDir = buildServerRendering();
    testApp = await startTestApp({ webDistDir, seedDemo: false, env: { CATALOGUE_FRESHNESS_MS: '0' } });
    const admin = await adminSession(testApp);
    const post = (path: string, body: object) => request(testApp.server).post(path).set('Cookie', admin).send(body).expect(201);
    await post('/api/admin/products', {
      type: 'Standard',
      condition: 'new',
      size: '20ft',
      price: 2500,
      priceNew: 2500,
      priceUsedA: null,
      priceUsedCw: null,
      priceRentPerDay: null,
      isAvailable: true,
      deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
      translations: { nl: { title: TITLE, description: 'Tekst', descriptionHtml: '<p>Tekst</p>', slug: 'dollar-container', metaTitle: null, metaDescription: DESCRIPTION } },
    });
    await post('/api/admin/blog', { translations: { nl: { title: TITLE, slug: 'dollar-post', content: '<p>Tekst</p>', metaDescription: DESCRIPTION, keywords: '' } } });
    await post('/api/admin/landing-pages', { slug: 'dollar-page', isPublished: true, translations: { nl: { title: TITLE, content: 'Tekst', contentHtml: '<p>Tekst</p>', metaDescription: DESCRIPTION } } });
    pages['product'] = '/nl/container/dollar-container';
    pages['post'] = '/nl/blog/dollar-post';
    pages['landing'] = '/nl/pages/dollar-page';
    // The same pages without a render bundle: the app shell and its markers go out as in web/index.html.
    const shellDir = mkdtempSync(join(tmpdir(), 'web-shell-'));
    copyFileSync(join(webDistDir, 'index.html'), join(shellDir, 'index.html'));
    const web = webPages(shellDir, { mode: 'demo', company: testApp.shop.config.company }, { publicUrl: 'https://shop.example', headFor: pageHeads(testApp.shop) });
    if (web === null) throw new Error('no web pages');
    shellOnly = express();
    shellOnly.use(web.pages);
  }, 120_000);
  afterAll(async () => testApp?.close());

  it.each(['product', 'post', 'landing'])('a %s page rendered on the server: one head, the title and description as written, data the browser can read', async (kind) => {
    const page = (await request(testApp.server).get(pages[kind] ?? '').expect(200)).text;
    expectWhole(page, TITLE, DESCRIPTION);
    for (const marker of ['<!--head-->', '<!--app-shell-->', '<!--/app-shell-->', '<!--query-state-->']) expect(count(page, marker)).toBe(0);
    expect(count(page, 'id="query-state"')).toBe(1);
    const state = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(page)?.[1];
    expect(() => JSON.parse(state ?? '')).not.toThrow();
    expect(unescaped(/<meta property="og:title" content="([^"]*)">/.exec(page)?.[1] ?? '')).toBe(TITLE);
  });

  it.each(['product', 'post', 'landing'])('a %s page as the app shell: each marker of the template exactly once', async (kind) => {
    const page = (await request(shellOnly).get(pages[kind] ?? '').expect(200)).text;
    expectWhole(page, TITLE, DESCRIPTION);
    for (const marker of ['<!--app-shell-->', '<!--/app-shell-->', '<!--query-state-->']) expect(count(page, marker)).toBe(1);
    expect(count(page, '<!--head-->')).toBe(0);
  });
});
