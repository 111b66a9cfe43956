import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { keptAnswer, keptHeaders, sendKept, strongEtag, type KeptAnswer } from './kept-answer.js';

const PAGE = Buffer.from(`<!doctype html><html><body>${'<p>Zeecontainer 20ft, € 2.450</p>'.repeat(400)}</body></html>`);

/** An app that sends one kept answer for every request. */
const appSending = (answer: KeptAnswer): express.Express => express().use((req, res) => sendKept(req, res, answer));

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The body as bytes (supertest undoes the content coding: its length is the header's). */
const raw = async (app: express.Express, acceptEncoding: string): Promise<request.Response> =>
  request(app).get('/').set('Accept-Encoding', acceptEncoding).buffer(true).parse(binary);

describe('a kept answer', () => {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'", 'cache-control': 'no-cache', vary: 'Accept-Encoding' };

  it('goes out with its headers, a strong ETag of its bytes and its length, as it is to a client that takes no compression', async () => {
    const answer = keptAnswer(200, PAGE, headers);
    const sent = await raw(appSending(answer), 'identity');
    expect(sent.status).toBe(200);
    expect(Buffer.compare(sent.body as Buffer, PAGE)).toBe(0);
    expect(sent.headers['etag']).toBe(strongEtag(PAGE));
    expect(sent.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(sent.headers['content-length']).toBe(String(PAGE.length));
    expect(sent.headers['content-security-policy']).toBe("default-src 'self'");
    expect(sent.headers['content-encoding']).toBeUndefined();
    expect(strongEtag(Buffer.from('other'))).not.toBe(strongEtag(PAGE));
  });

  it('answers 304 without a body to an If-None-Match naming it (weakly, in a list), and the whole answer to another', async () => {
    const answer = keptAnswer(200, PAGE, headers);
    const app = appSending(answer);
    const notModified = await request(app).get('/').set('If-None-Match', `"x", W/${answer.etag}`).expect(304);
    expect(notModified.headers['etag']).toBe(answer.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.text).toBe('');
    await request(app).get('/').set('If-None-Match', '"x"').expect(200);
    // A kept 404 page is never "not modified".
    await request(appSending(keptAnswer(404, PAGE, headers))).get('/').set('If-None-Match', answer.etag).expect(404);
  });

  it('compresses once with gzip for a client that takes it, and not a body too small to gain', async () => {
    const answer = keptAnswer(200, PAGE, headers);
    const app = appSending(answer);
    const first = await raw(app, 'gzip, deflate');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBeLessThan(PAGE.length / 5);
    expect(Buffer.compare(first.body as Buffer, PAGE)).toBe(0);
    expect(Buffer.compare(gunzipSync(answer.gzip ?? Buffer.alloc(0)), PAGE)).toBe(0);
    const gzip = answer.gzip;
    await raw(app, 'gzip');
    expect(answer.gzip).toBe(gzip);
    const small = await raw(appSending(keptAnswer(200, Buffer.from('{"ok":true}'), headers)), 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((small.body as Buffer).toString()).toBe('{"ok":true}');
  });

  it('sends brotli once it is made in the background (gzip meanwhile), only for answers that ask for it', async () => {
    const answer = keptAnswer(200, PAGE, headers, { brotli: true });
    const app = appSending(answer);
    expect((await raw(app, 'gzip, deflate, br')).headers['content-encoding']).toBe('gzip');
    for (let waited = 0; !Buffer.isBuffer(answer.br) && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const br = await raw(app, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(br.body as Buffer, PAGE)).toBe(0);
    expect(Buffer.compare(brotliDecompressSync(Buffer.isBuffer(answer.br) ? answer.br : Buffer.alloc(0)), PAGE)).toBe(0);
    expect(Number(br.headers['content-length'])).toBeLessThan(answer.gzip?.length ?? 0);
    expect((await raw(app, 'gzip')).headers['content-encoding']).toBe('gzip');
    const gzipOnly = keptAnswer(200, PAGE, headers);
    expect((await raw(appSending(gzipOnly), 'br')).headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.br).toBeUndefined();
  });

  it('answers HEAD with the headers and length of the body it would send, without the body', async () => {
    const answer = keptAnswer(200, PAGE, headers);
    const head = await request(appSending(answer)).head('/').set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(String(PAGE.length));
    expect(head.headers['etag']).toBe(answer.etag);
    expect(head.text).toBeUndefined();
  });

  it('keeps the headers of an answer but its length, date and coding, and none of an answer setting a cookie', async () => {
    const seen: unknown[] = [];
    const app = express().use((_req, res) => {
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Length', 10);
      res.setHeader('Date', 'now');
      seen.push(keptHeaders(res));
      res.setHeader('Set-Cookie', 'session=1');
      seen.push(keptHeaders(res));
      res.end('0123456789');
    });
    await request(app).get('/');
    expect(seen).toEqual([{ 'x-powered-by': 'Express', 'x-frame-options': 'DENY', vary: 'Accept-Encoding' }, null]);
  });
});
