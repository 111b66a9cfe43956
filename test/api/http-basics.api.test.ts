import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
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
