import { afterAll, beforeAll, describe, it } from '@jest/globals';
import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { expectHandled, FUZZ_RUNS, pathSegment } from './support/fuzz-requests.js';
import { hostileString } from './support/hostile-values.js';

/** Each public read with the query parameters it knows; `{slug}`/`{id}` are filled with a real value or a hostile one. */
const READS: readonly { readonly path: string; readonly parameters: readonly string[] }[] = [
  { path: '/api/products', parameters: ['lang', 'size', 'type', 'sort', 'rentable', 'page', 'pageSize'] },
  { path: '/api/products/{slug}', parameters: ['lang'] },
  { path: '/api/products/{slug}/slugs', parameters: ['lang'] },
  { path: '/api/search/suggestions', parameters: ['lang', 'q'] },
  { path: '/api/transport/price', parameters: ['country', 'postcode', 'option', 'size', 'quantity', 'lang'] },
  { path: '/api/carts/{id}', parameters: ['lang'] },
  { path: '/api/orders/{id}', parameters: ['token', 'lang'] },
  { path: '/api/orders/by-session/{id}', parameters: ['lang'] },
  { path: '/api/content/home', parameters: ['lang'] },
  { path: '/api/landing-pages', parameters: ['placement', 'lang'] },
  { path: '/api/landing-pages/{slug}', parameters: ['lang'] },
  { path: '/api/blog', parameters: ['lang', 'page'] },
  { path: '/api/blog/{slug}', parameters: ['lang'] },
  { path: '/api/blog/{slug}/slugs', parameters: ['lang'] },
  { path: '/api/faq', parameters: ['lang', 'q'] },
  { path: '/api/health', parameters: [] },
];

/** Plausible values first, so the fuzzer also gets past the first check of a route. */
const PLAUSIBLE = ['nl', 'de', 'fr', 'en', '20ft', '40ft', '4-10ft', 'price-low', 'size-large', 'true', 'false', 'BE', 'NL', '1000', 'truck', 'self_pickup', '1', '0', '50', 'footer'];

const parameterValue = fc.oneof(fc.constantFrom(...PLAUSIBLE), hostileString);

describe('fuzzing the query parameters and path values of the reads', () => {
  let testApp: TestApp;
  let realSlug: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const [row] = await testApp.shop.database.dataSource.query(`SELECT slug FROM product_translations WHERE language = 'nl' LIMIT 1`);
    realSlug = row.slug;
  });
  afterAll(async () => testApp?.close());

  it.each(READS)('GET $path', async ({ path, parameters }) => {
    const knownOrRandomName = parameters.length === 0 ? hostileString : fc.oneof(fc.constantFrom(...parameters), hostileString);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(knownOrRandomName, parameterValue), { maxLength: 6 }),
        fc.oneof(fc.constant(realSlug), hostileString),
        async (query, pathValue) => {
          const filled = path.replace(/\{slug\}|\{id\}/, pathSegment(pathValue));
          // Names may repeat (`lang=nl&lang=fr` arrives as an array).
          const search = query.map(([name, value]) => `${pathSegment(name)}=${pathSegment(value)}`).join('&');
          await expectHandled(testApp, 'GET', search === '' ? filled : `${filled}?${search}`);
        },
      ),
      { numRuns: Math.ceil(FUZZ_RUNS / 2) },
    );
  });
});
