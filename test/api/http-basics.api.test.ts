import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { buildStandaloneOpenApiDocument } from '../../api/openapi/openapi-standalone.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const READ_ROUTES = [
  '/api/health',
  '/api/products',
  '/api/products/{slug}',
  '/api/products/{slug}/slugs',
  '/api/content/home',
  '/api/landing-pages',
  '/api/landing-pages/{slug}',
  '/api/blog',
  '/api/blog/{slug}',
  '/api/blog/{slug}/slugs',
  '/api/faq',
  '/api/search/suggestions',
];

describe('the HTTP basics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  it('answers health with the database up', async () => {
    expect((await request(testApp.server).get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('documents every read route with its responses in the OpenAPI document', async () => {
    const document = (await request(testApp.server).get('/api/openapi.json').expect(200)).body as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of READ_ROUTES) {
      const operation = document.paths[route]?.['get'];
      expect({ route, documented: operation !== undefined }).toEqual({ route, documented: true });
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
    }
    await request(testApp.server).get('/api/docs/').expect(200);
  });

  it('serves the very document that npm test lints and generates the web types from', async () => {
    // The Redocly and type checks (api/openapi/openapi-document.test.ts) build the document without a database;
    // this keeps them about the document a running shop really serves.
    const served = (await request(testApp.server).get('/api/openapi.json').expect(200)).body as unknown;
    expect(served).toEqual(JSON.parse(JSON.stringify(await buildStandaloneOpenApiDocument())));
  });

  it('serves an OpenAPI document that passes a validator', async () => {
    const document = (await request(testApp.server).get('/api/openapi.json').expect(200)).body as Record<string, unknown>;
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await request(testApp.server).get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404 });
  });

  it('answers a repeated read with 304 when the ETag matches', async () => {
    const first = await request(testApp.server).get('/api/products?lang=en').expect(200);
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    await request(testApp.server).get('/api/products?lang=en').set('If-None-Match', String(etag)).expect(304);
  });

  it('sends security headers and compresses large answers', async () => {
    const response = await request(testApp.server).get('/api/products?lang=nl').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends a cached read again with the headers and bytes of the first answer, gzip for those who take it', async () => {
    const path = '/api/products?lang=fr&sort=price-low';
    const first = await request(testApp.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    const again = await request(testApp.server).get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(again.text).toBe(first.text);
    expect(Number(again.headers['content-length'])).toBe(Buffer.byteLength(first.text));
    for (const header of ['etag', 'content-type', 'content-security-policy', 'x-content-type-options', 'strict-transport-security']) {
      expect({ header, value: again.headers[header] }).toEqual({ header, value: first.headers[header] });
    }
    expect(again.headers['vary']).toBe('Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    const zipped = await request(testApp.server).get(path).set('Accept-Encoding', 'gzip, br').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(first.text));
    expect(zipped.text).toBe(first.text);
    const weak = await request(testApp.server).get(path).set('If-None-Match', `"other", W/${String(first.headers['etag'])}`).expect(304);
    expect(weak.headers['etag']).toBe(first.headers['etag']);
  });

  it('keeps no error answer: a bad transport query stays a 400 naming the field, a good one is answered from then on', async () => {
    const bad = '/api/transport/price?country=BE&postcode=12&option=truck&size=20ft&quantity=1';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await request(testApp.server).get(bad).expect(400);
      expect(JSON.stringify(refused.body)).toContain('postcode');
    }
    const good = '/api/transport/price?country=BE&postcode=1000&option=truck&size=20ft&quantity=1';
    const first = await request(testApp.server).get(good).expect(200);
    const again = await request(testApp.server).get(good).expect(200);
    expect(again.body).toEqual(first.body);
    expect(again.body).toMatchObject({ currency: 'EUR' });
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves demo images resized on request and refuses odd widths', async () => {
    const image = await request(testApp.server).get('/media/demo/hero-harbour.jpg?w=400&format=webp').expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    await request(testApp.server).get('/media/demo/hero-harbour.jpg?w=333').expect(400);
    await request(testApp.server).get('/media/demo/../../etc/passwd').expect(404);
  });

  it('refuses a malformed JSON body with a 400, not a 500', async () => {
    const response = await request(testApp.server).post('/api/products').set('Content-Type', 'application/json').send('{"broken":');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
