import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CountingSqlLogger } from '../../adapters/persistence/counting-sql-logger.js';
import { growCatalogue } from '../../bench/grow-catalogue.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FRESHNESS_MS = 200;
const pastFreshness = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, FRESHNESS_MS + 50));

/** No N+1: the statements a request costs do not grow with the catalogue. */
describe('SQL statements per request', () => {
  const sql = new CountingSqlLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    // A short freshness window, so a change made behind the shop's back shows after a short wait.
    testApp = await startTestApp({ sqlLogger: sql, env: { CATALOGUE_FRESHNESS_MS: String(FRESHNESS_MS) } });
  });
  afterAll(async () => testApp?.close());

  const costOf = (path: string): Promise<number> => sql.countDuring(() => request(testApp.server).get(path).expect(200));

  const firstSlug = async (): Promise<string> => {
    const response = await request(testApp.server).get('/api/products?lang=en&pageSize=1').expect(200);
    return response.body.items[0].slug as string;
  };

  it('costs at most 3 statements for the list and the detail, whatever the catalogue size', async () => {
    // The first listing after a change reads the catalogue; the detail is always read. Both sizes are measured
    // past the freshness window, so each pays the same version check.
    await pastFreshness();
    const smallList = await costOf('/api/products?lang=en');
    const smallSlug = await firstSlug();
    await pastFreshness();
    const small = { list: smallList, detail: await costOf(`/api/products/${smallSlug}?lang=en`) };
    await growCatalogue(testApp.shop.database.dataSource, 150);
    await pastFreshness();
    const largeList = await costOf('/api/products?lang=en');
    const largeSlug = await firstSlug();
    await pastFreshness();
    const large = { list: largeList, detail: await costOf(`/api/products/${largeSlug}?lang=en`) };
    expect(small.list).toBeLessThanOrEqual(3);
    expect(small.detail).toBeLessThanOrEqual(3);
    expect(large).toEqual(small);
  });

  it('sees a change made behind its back once the freshness window has passed', async () => {
    const before = (await request(testApp.server).get('/api/products?lang=nl').expect(200)).body.total as number;
    await testApp.shop.database.dataSource.query(
      `DELETE FROM products WHERE id = (SELECT product_id FROM product_translations WHERE language = 'nl' ORDER BY slug LIMIT 1)`,
    );
    await pastFreshness();
    const after = (await request(testApp.server).get('/api/products?lang=nl').expect(200)).body.total as number;
    expect(after).toBe(before - 1);
  });
});

describe('SQL statements per request with the default freshness window', () => {
  const sql = new CountingSqlLogger();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ sqlLogger: sql, env: { CATALOGUE_FRESHNESS_MS: '60000' } });
  });
  afterAll(async () => testApp?.close());

  it('serves repeated listings and product pages without any statement', async () => {
    const list = await request(testApp.server).get('/api/products?lang=de').expect(200);
    const slug = list.body.items[0].slug as string;
    await request(testApp.server).get(`/api/products/${slug}?lang=de`).expect(200);
    const repeated = await sql.countDuring(async () => {
      await request(testApp.server).get('/api/products?lang=de&sort=size-large').expect(200);
      await request(testApp.server).get(`/api/products/${slug}?lang=de`).expect(200);
    });
    expect(repeated).toBe(0);
  });
});
