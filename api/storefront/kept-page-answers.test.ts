import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { buildRedirectIndex, lookupRedirect } from '../../domain/redirects/redirect-index.js';
import type { RedirectRule } from '../../domain/redirects/redirect-rule.js';
import { DEMO_COMPANY } from '../../domain/shared/company.js';
import { contentSecurityPolicy } from '../http/content-security-policy.js';
import { keptPageAnswer, pageRequestOf, rawPageRequest, serveAheadOfApp } from './kept-page-answers.js';
import { redirectRules } from './redirect-rules.js';
import { webPages } from './web-pages.js';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="nl"><head><link rel="stylesheet" href="/assets/index-1.css"></head><body><!--site-settings--><div id="root"><!--app-shell--><main>shell</main><!--/app-shell--></div><!--query-state--></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-1.css'), `.page{margin:0}${'.c{color:red}'.repeat(200)}`);

/**
 * The page fast path ahead of an app with a chain like the shop's (CSP, redirect rules, the page route),
 * counting the requests that went the whole way and the renders.
 */
const shopUnderTest = () => {
  let version = 1;
  const rules: RedirectRule[] = [];
  const redirectFor = async (path: string) => lookupRedirect(buildRedirectIndex(rules), path);
  const renders: string[] = [];
  const throughChain: string[] = [];
  let setCookie = false;
  const web = webPages(
    dist,
    { mode: 'live', company: DEMO_COMPANY },
    undefined,
    {
      renderer: {
        render: async (url) => {
          renders.push(url);
          return { html: `<main>${url} v${version} ${'<p>text</p>'.repeat(300)}</main>`, queryState: '{}', complete: !url.includes('incomplete'), cartForgotten: false };
        },
      },
      versions: [{ current: async () => String(version) }],
    },
  );
  if (web === null) throw new Error('no web');
  const chain = express()
    .use((req, res, next) => {
      throughChain.push(req.originalUrl);
      if (setCookie) res.setHeader('Set-Cookie', 'seen=1');
      next();
    })
    .use(contentSecurityPolicy(web.styleHashes))
    .use(redirectRules(redirectFor))
    .use(web.assets, web.pages);
  const app = createServer(chain);
  serveAheadOfApp(app, { onRequest: () => undefined, answer: keptPageAnswer(web.keptPage, redirectFor) });
  return {
    app,
    renders,
    throughChain,
    styleHashes: web.styleHashes,
    moveVersion: () => (version += 1),
    addRule: (rule: RedirectRule) => rules.push(rule),
    dropRules: () => rules.splice(0),
    setCookies: (on: boolean) => (setCookie = on),
  };
};

describe('kept page answers ahead of the middleware', () => {
  it('sends the second request of a page from the fast path: the same bytes, headers, CSP and ETag, no chain, no render', async () => {
    const shop = shopUnderTest();
    const first = await request(shop.app).get('/en/faq').expect(200);
    const second = await request(shop.app).get('/en/faq').expect(200);
    expect(shop.throughChain).toEqual(['/en/faq']);
    expect(shop.renders).toEqual(['/en/faq']);
    expect(second.text).toBe(first.text);
    for (const header of ['content-security-policy', 'reporting-endpoints', 'x-content-type-options', 'strict-transport-security', 'content-type', 'cache-control', 'etag', 'vary']) {
      expect({ header, value: second.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    expect(second.headers['content-security-policy']).toContain(`style-src-elem 'self' ${shop.styleHashes[0]};`);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(second.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // A trailing slash is the same page.
    await request(shop.app).get('/en/faq/').expect(200);
    expect(shop.throughChain).toEqual(['/en/faq']);
  });

  it('keeps a page under the parameters it reads alone: ad-click variants and another order of the same filters are the one kept answer', async () => {
    const shop = shopUnderTest();
    const first = await request(shop.app).get('/nl/faq?gclid=a1').expect(200);
    for (const url of ['/nl/faq?gclid=b2', '/nl/faq', '/nl/faq?utm_source=news&utm_medium=mail', '/nl/faq/?fbclid=c3']) {
      expect({ url, text: (await request(shop.app).get(url).expect(200)).text }).toEqual({ url, text: first.text });
    }
    await request(shop.app).get('/nl/container?sort=price-low&size=20ft&gclid=x').expect(200);
    await request(shop.app).get('/nl/container?size=20FT&sort=price-low').expect(200);
    await request(shop.app).get('/nl/container?gclid=y&size=20ft&sort=price-low').expect(200);
    await request(shop.app).get('/nl/container?size=40ft').expect(200);
    expect(shop.renders).toEqual(['/nl/faq', '/nl/container?size=20ft&sort=price-low', '/nl/container?size=40ft']);
    expect(shop.throughChain).toEqual(['/nl/faq?gclid=a1', '/nl/container?sort=price-low&size=20ft&gclid=x', '/nl/container?size=40ft']);
  });

  it('answers 304 to a matching If-None-Match, HEAD without a body, and compressed bytes, from the fast path', async () => {
    const shop = shopUnderTest();
    const first = await request(shop.app).get('/de/rent').set('Accept-Encoding', 'identity').expect(200);
    const etag = String(first.headers['etag']);
    await request(shop.app).get('/de/rent').set('If-None-Match', etag).expect(304);
    const head = await request(shop.app).head('/de/rent').set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.text)));
    expect(head.text).toBeUndefined();
    const zipped = await request(shop.app).get('/de/rent').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(['gzip', 'br']).toContain(zipped.headers['content-encoding']);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(first.text) / 4);
    expect(zipped.text).toBe(first.text);
    expect(shop.throughChain).toEqual(['/de/rent']);
  });

  it('goes the whole way again once the catalogue or content version moved, and keeps the new page', async () => {
    const shop = shopUnderTest();
    expect((await request(shop.app).get('/nl/leasing')).text).toContain('v1');
    shop.moveVersion();
    expect((await request(shop.app).get('/nl/leasing')).text).toContain('v2');
    expect((await request(shop.app).get('/nl/leasing')).text).toContain('v2');
    expect(shop.throughChain).toEqual(['/nl/leasing', '/nl/leasing']);
  });

  it('lets a redirect rule made for a kept page take effect at once, and serves the page again when the rule goes', async () => {
    const shop = shopUnderTest();
    await request(shop.app).get('/nl/contact?ref=mail').expect(200);
    await request(shop.app).get('/nl/contact?ref=mail').expect(200);
    shop.addRule({ oldPath: '/nl/contact', newPath: '/nl/faq', statusCode: 301, isActive: true });
    const moved = await request(shop.app).get('/nl/contact?ref=mail').expect(301);
    expect(moved.headers['location']).toBe('/nl/faq?ref=mail');
    expect(shop.throughChain).toEqual(['/nl/contact?ref=mail', '/nl/contact?ref=mail']);
    shop.dropRules();
    await request(shop.app).get('/nl/contact?ref=mail').expect(200);
    expect(shop.throughChain).toHaveLength(2);
    // The contact page reads no parameter: it is rendered and kept without the query.
    expect(shop.renders).toEqual(['/nl/contact']);
  });

  it('never keeps an answer that sets a cookie: such a page goes the whole way until an answer without one went out', async () => {
    const shop = shopUnderTest();
    shop.setCookies(true);
    const withCookie = await request(shop.app).get('/fr/faq').expect(200);
    expect(withCookie.headers['set-cookie']).toEqual(['seen=1']);
    expect((await request(shop.app).get('/fr/faq').expect(200)).headers['set-cookie']).toEqual(['seen=1']);
    expect(shop.throughChain).toEqual(['/fr/faq', '/fr/faq']);
    shop.setCookies(false);
    await request(shop.app).get('/fr/faq').expect(200);
    const fast = await request(shop.app).get('/fr/faq').expect(200);
    expect(fast.headers['set-cookie']).toBeUndefined();
    expect(shop.throughChain).toEqual(['/fr/faq', '/fr/faq', '/fr/faq']);
  });

  it('keeps a complete not-found page (404) but never an incomplete render, an unprefixed address or a redirect', async () => {
    const shop = shopUnderTest();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await request(shop.app).get('/en/no-such-page').expect(404);
      await request(shop.app).get('/en/container?type=incomplete').expect(200);
      await request(shop.app).get('/faq').set('Accept-Language', 'de').expect(302);
      await request(shop.app).get('/en/products/x').expect(301);
    }
    expect(shop.throughChain).toEqual(['/en/no-such-page', '/en/container?type=incomplete', '/faq', '/en/products/x', '/en/container?type=incomplete', '/faq', '/en/products/x']);
  });

  it('passes every other method to the app untouched, and a page whose kept answer cannot be read goes the whole way', async () => {
    const shop = shopUnderTest();
    await request(shop.app).post('/en/faq').send({ a: 1 }).expect(404);
    expect(shop.throughChain).toEqual(['/en/faq']);
    const chain = express().use((req, res) => res.status(200).send(`app ${req.method} ${req.originalUrl}`));
    const failing = createServer(chain);
    serveAheadOfApp(failing, {
      onRequest: () => undefined,
      answer: keptPageAnswer(
        async () => {
          throw new Error('versions unreadable');
        },
        async () => null,
      ),
    });
    expect((await request(failing).get('/nl/faq').expect(200)).text).toBe('app GET /nl/faq');
  });

  it('answers 500 instead of ending the process when the app throws as it takes a request over', async () => {
    const throwing = createServer(() => {
      throw new Error('the app broke');
    });
    serveAheadOfApp(throwing, { onRequest: () => undefined, answer: async () => false });
    await request(throwing).get('/nl/faq').expect(500);
  });
});

describe('a page request read ahead of Express', () => {
  const viaExpress = async (url: string, cookie = '') => {
    const app = express().use((req, res) => res.json(pageRequestOf(req)));
    return (await request(app).get(url).set('Cookie', cookie)).body as unknown;
  };
  const raw = async (url: string, cookie = '') => {
    const server = createServer((req, res) => res.end(JSON.stringify(rawPageRequest(req))));
    return JSON.parse((await request(server).get(url).set('Cookie', cookie)).text) as unknown;
  };

  it.each([
    '/nl/faq',
    '/nl/faq/',
    '/nl/order-confirmation/42?token=abc',
    '/nl/order-confirmation/42?token=a&token=b',
    '/nl/order-confirmation/42?token=',
    '/nl/order-confirmation/42?x=1&token=a%20b',
    '/en/container?sort=price&page=2',
  ])('is read as Express reads it: %s', async (url) => {
    expect(await raw(url, 'cookie-consent=necessary')).toEqual(await viaExpress(url, 'cookie-consent=necessary'));
  });
});

