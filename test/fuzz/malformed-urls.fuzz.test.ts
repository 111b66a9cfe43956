import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { buildServerRendering } from '../support/server-render-build.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FUZZ_RUNS, pathSegment, send } from './support/fuzz-requests.js';

/** Escapes that do not decode: cut short, not hex, bytes that are no UTF-8 (cut, overlong, a surrogate, 0xFF). */
const BROKEN_ESCAPES = ['%', '%2', '%zz', '%%', '%E0%A4%A', '%E0%A4', '%C3', '%C0%AF', '%ED%A0%80', '%FF', '%F4%90%80%80'];

/** One piece of a hostile URL part, already in its sent (percent-encoded) form. */
const urlPiece: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...BROKEN_ESCAPES),
  // Control characters, encoded as a client must send them (C0, DEL, C1, line separators).
  fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029)).map((code) => encodeURIComponent(String.fromCharCode(code))),
  fc.string({ maxLength: 12 }).map(pathSegment),
  fc.constantFrom('a', '20ft', '..', '.', '+', '=', '&', ';'),
);

/** A path segment or query value: pieces of the above, now and then overlong (up to about 6,000 characters). */
const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(urlPiece, { minLength: 1, maxLength: 6 }).map((pieces) => pieces.join('')) },
  { weight: 1, arbitrary: fc.tuple(urlPiece, fc.integer({ min: 1_000, max: 6_000 }), fc.constantFrom('a', '%C3%A9', '%')).map(([piece, length, filler]) => `${piece}${filler.repeat(Math.ceil(length / filler.length))}`.slice(0, length)) },
);

const anyLanguage = fc.constantFrom('nl', 'de', 'fr', 'en');

/** Page routes and a few API reads; `{lang}` and `{x}` are filled, `{x}` with a hostile part. */
const PAGE_ROUTES = [
  '/{lang}/container/{x}',
  '/{lang}/blog/{x}',
  '/{lang}/pages/{x}',
  '/{lang}/{x}',
  '/{lang}/{x}/{x}',
  '/{x}',
  '/{lang}/products/{x}',
  '/{lang}/container?size={x}&{x}={x}',
  '/{lang}/faq?q={x}',
  '/{lang}/order-confirmation/{x}?token={x}',
  '/{lang}?gclid={x}',
  '/media/{x}',
];
const API_ROUTES = ['/api/products/{x}', '/api/products?size={x}&sort={x}', '/api/blog/{x}', '/api/faq?q={x}&lang={x}', '/api/search/suggestions?q={x}', '/api/carts/{x}', '/api/orders/{x}?token={x}', '/api/{x}'];

const filled = (route: string, language: string, parts: readonly string[]): string => {
  let index = 0;
  return route.replace(/\{lang\}/g, () => language).replace(/\{x\}/g, () => parts[index++ % parts.length] ?? '');
};

/** A raw request line (bytes no HTTP client library sends): the status the server answers, or null when it closes without one. */
const rawStatus = (port: number, target: string): Promise<number | null> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      resolve(status === undefined ? null : Number(status));
    });
    socket.on('error', reject);
  });

/**
 * Broken percent-encodings, overlong segments and control characters in the pages' and the API's
 * paths and queries: never a 5xx; an API answer is the JSON error shape, a page the HTML page.
 */
describe('fuzzing URLs with broken encodings, overlong segments and control characters', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ webDistDir: buildServerRendering() });
  }, 120_000);
  afterAll(async () => testApp?.close());

  it.each(PAGE_ROUTES)('GET %s', async (route) => {
    await fc.assert(
      fc.asyncProperty(anyLanguage, fc.array(hostileUrlPart, { minLength: 3, maxLength: 3 }), async (language, parts) => {
        const url = filled(route, language, parts);
        const answer = await send(testApp, 'GET', url);
        if (answer.status >= 500) throw new Error(`GET ${url.slice(0, 300)} answered ${answer.status}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it.each(API_ROUTES)('GET %s', async (route) => {
    await fc.assert(
      fc.asyncProperty(anyLanguage, fc.array(hostileUrlPart, { minLength: 3, maxLength: 3 }), async (language, parts) => {
        const url = filled(route, language, parts);
        const answer = await send(testApp, 'GET', url);
        if (answer.status >= 500) throw new Error(`GET ${url.slice(0, 300)} answered ${answer.status}`);
        // 431: the URL was too large for Node's HTTP parser, answered before the app.
        if (answer.status >= 400 && answer.status !== 431) expect(answer.body).toMatchObject({ statusCode: answer.status, message: expect.any(String) });
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('raw control characters in the request line are refused by the HTTP parser with a 4xx', async () => {
    const server = testApp.app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    for (const target of ['/nl/container/a\u0001b', '/nl/container/\u007f', '/api/products/a\u0000', '/nl/faq?q=\u001b[31m', '/nl/container/a\tb']) {
      const status = await rawStatus(port, target);
      expect([target, status !== null && status >= 400 && status < 500]).toEqual([target, true]);
    }
  });
});
