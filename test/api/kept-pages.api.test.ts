import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildServerRendering } from '../support/server-render-build.js';
import { adminSession } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FRESHNESS_MS = 100;
const pastFreshness = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 50));
/** A stylesheet with the characters a hash is picky about (quotes, non-ASCII, a closing style tag the server escapes). */
const STYLESHEET = `.hero{font-family:"Inter",sans-serif}.price::before{content:"€ "}.x::after{content:"</style>"}${'.c{margin:0}'.repeat(100)}`;
const SECURITY_HEADERS = ['content-security-policy', 'reporting-endpoints', 'x-content-type-options', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'];

const directivesOf = (header: string | undefined): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')] as const),
  );
const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Page answers through the started shop: what the fast path sends must be what the whole chain sent. */
describe('page answers kept ahead of the middleware', () => {
  let testApp: TestApp;
  /** Requests that went through the middleware chain (helmet set their CSP header). */
  const throughChain: string[] = [];
  beforeAll(async () => {
    const web = buildServerRendering();
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'index-test.css'), STYLESHEET);
    const index = join(web, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-test.css"></head>'));
    testApp = await startTestApp({ webDistDir: web, env: { CATALOGUE_FRESHNESS_MS: String(FRESHNESS_MS) } });
    const server = testApp.server as Server;
    const [shop] = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
    if (shop === undefined) throw new Error('no request listener');
    server.removeAllListeners('request');
    server.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
      // A stand-in for an answer that sets a cookie (no page answer of the shop does).
      if (incoming.headers['x-test-set-cookie'] === '1') response.setHeader('Set-Cookie', 'test=1; Path=/');
      // The chain's helmet sets the CSP header before the head is written; the fast path passes it to writeHead alone.
      let writingHead = false;
      let counted = false;
      const writeHead = response.writeHead.bind(response);
      response.writeHead = ((...args: Parameters<typeof writeHead>) => {
        writingHead = true;
        try {
          return writeHead(...args);
        } finally {
          writingHead = false;
        }
      }) as typeof response.writeHead;
      const setHeader = response.setHeader.bind(response);
      response.setHeader = (name, value) => {
        if (!writingHead && !counted && name.toLowerCase() === 'content-security-policy') {
          counted = true;
          throughChain.push(incoming.url ?? '');
        }
        return setHeader(name, value);
      };
      shop(incoming, response);
    });
  }, 120_000);
  afterAll(async () => testApp?.close());

  it('sends the second request of a page from the fast path: the same bytes and security headers, the CSP admitting exactly its stylesheet', async () => {
    const first = await request(testApp.server).get('/en/faq').set('Accept-Encoding', 'identity').expect(200);
    const second = await request(testApp.server).get('/en/faq').set('Accept-Encoding', 'identity').expect(200);
    expect(throughChain.filter((url) => url === '/en/faq')).toHaveLength(1);
    expect(second.text).toBe(first.text);
    for (const header of [...SECURITY_HEADERS, 'content-type', 'cache-control', 'etag', 'content-length']) {
      expect({ header, value: second.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    expect(second.headers['strict-transport-security']).toBeDefined();
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['vary']).toBe('Cookie, Accept-Encoding');

    const styles = [...second.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toEqual([STYLESHEET.replace('</style', '<\\/style')]);
    const policy = directivesOf(second.headers['content-security-policy']);
    const admitted = `'self' ${sha256Source(styles[0] ?? '')}`;
    expect(policy.get('style-src-elem')).toBe(admitted);
    expect(policy.get('style-src')).toBe(admitted);
    expect(policy.get('script-src')).toBe("'self'");
    // A stylesheet changed by one character is not admitted.
    expect(policy.get('style-src-elem')).not.toContain(sha256Source(`${styles[0] ?? ''} `).slice(1, -1));
    expect(second.text).not.toMatch(/<script(?![^>]*type="application\/(json|ld\+json)")[^>]*>[^<]/);
  });

  it('renders a page once for every ad click on it: gclid, utm_* and fbclid variants are the one kept answer, with the canonical and hreflang of the page itself', async () => {
    const get = async (url: string): Promise<string> => (await request(testApp.server).get(url).set('Accept-Encoding', 'identity').expect(200)).text;
    /** The page's bytes as a digest: a failure names which URL differs, not two pages of HTML. */
    const digest = (page: string): string => createHash('sha256').update(page).digest('hex');
    const listing = (url: string): boolean => url === '/nl/container' || url.startsWith('/nl/container?');
    const first = await get('/nl/container?gclid=x');
    const variants = ['/nl/container?gclid=y', '/nl/container?utm_source=google&utm_medium=cpc&utm_campaign=reefer', '/nl/container?fbclid=z', '/nl/container'];
    const pages = new Map<string, string>();
    for (const url of variants) pages.set(url, digest(await get(url)));
    expect(throughChain.filter(listing)).toEqual(['/nl/container?gclid=x']);
    expect(pages).toEqual(new Map(variants.map((url) => [url, digest(first)])));

    const publicUrl = testApp.shop.config.publicUrl;
    const links = [...first.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((match) => match[0]);
    expect(links).toContain(`<link rel="canonical" href="${publicUrl}/nl/container">`);
    expect(links).toContain(`<link rel="alternate" hreflang="de" href="${publicUrl}/de/container">`);
    expect(links).toContain(`<link rel="alternate" hreflang="x-default" href="${publicUrl}/nl/container">`);
    expect(first).not.toMatch(/gclid|utm_|fbclid/);

    // The filters and sort the listing reads are its key, in any order and spelling; the ad click beside them is not.
    const filtered = digest(await get('/nl/container?sort=price-low&size=20ft&gclid=1'));
    expect(digest(await get('/nl/container?size=20FT&sort=price-low'))).toBe(filtered);
    expect(digest(await get('/nl/container?gclid=2&size=20ft&sort=price-low&utm_source=news'))).toBe(filtered);
    expect(filtered).not.toBe(digest(first));
    expect(throughChain.filter(listing)).toEqual(['/nl/container?gclid=x', '/nl/container?sort=price-low&size=20ft&gclid=1']);
  });

  it('answers from the fast path with gzip or brotli, 304 to its ETag, and HEAD without a body', async () => {
    const first = await request(testApp.server).get('/de/leasing').set('Accept-Encoding', 'identity').expect(200);
    const zipped = await request(testApp.server).get('/de/leasing').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(['gzip', 'br']).toContain(zipped.headers['content-encoding']);
    expect(zipped.text).toBe(first.text);
    await request(testApp.server).get('/de/leasing').set('If-None-Match', String(first.headers['etag'])).expect(304);
    const head = await request(testApp.server).head('/de/leasing').set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(throughChain.filter((url) => url === '/de/leasing')).toHaveLength(1);
  });

  it('shows a content change once the content version is read again', async () => {
    const before = (await request(testApp.server).get('/fr/faq').expect(200)).text;
    const faqs = (await request(testApp.server).get('/api/faq?lang=fr').expect(200)).body as { items: { question: string }[] };
    const question = faqs.items[0]?.question;
    if (question === undefined) throw new Error('no FAQ');
    expect(before).toContain(question);
    await testApp.shop.database.dataSource.query(`UPDATE faq_translations SET question = 'Une question changée ?' WHERE question = $1 AND language = 'fr'`, [question]);
    await pastFreshness();
    const after = (await request(testApp.server).get('/fr/faq').expect(200)).text;
    expect(after).toContain('Une question changée ?');
    expect(after).not.toContain(question);
  });

  it('lets a redirect rule made for a kept page take effect at once, and sends the kept page again when the rule is off', async () => {
    const admin = await adminSession(testApp);
    const page = await request(testApp.server).get('/nl/contact').expect(200);
    await request(testApp.server).get('/nl/contact').expect(200);
    expect(throughChain.filter((url) => url === '/nl/contact')).toHaveLength(1);
    const added = await request(testApp.server).post('/api/admin/redirects').set('Cookie', admin).send({ oldPath: '/nl/contact', newPath: '/nl/faq' }).expect(201);
    const moved = await request(testApp.server).get('/nl/contact?from=mail').expect(301);
    expect(moved.headers['location']).toBe('/nl/faq?from=mail');
    await request(testApp.server).patch(`/api/admin/redirects/${String(added.body.id)}`).set('Cookie', admin).send({ isActive: false }).expect(200);
    const back = await request(testApp.server).get('/nl/contact').expect(200);
    expect(back.text).toBe(page.text);
  });

  it('never keeps an answer that sets a cookie: the page goes the whole way until an answer without one went out', async () => {
    const path = '/en/modifications';
    const withCookie = await request(testApp.server).get(path).set('X-Test-Set-Cookie', '1').expect(200);
    expect(withCookie.headers['set-cookie']).toEqual(['test=1; Path=/']);
    await request(testApp.server).get(path).set('X-Test-Set-Cookie', '1').expect(200);
    expect(throughChain.filter((url) => url === path)).toHaveLength(2);
    await request(testApp.server).get(path).expect(200);
    const kept = await request(testApp.server).get(path).expect(200);
    expect(kept.headers['set-cookie']).toBeUndefined();
    expect(kept.text).toBe(withCookie.text);
    expect(throughChain.filter((url) => url === path)).toHaveLength(3);
  });
});
