import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { sizeRank } from '../../domain/catalogue/sizes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

interface Item {
  id: string;
  slug: string;
  title: string;
  size: string;
  type: string;
  typeLabel: string;
  priceNew: number | null;
  priceUsedA: number | null;
  priceUsedCw: number | null;
  priceRentPerDay: number | null;
  askOfferRent: boolean;
}

describe('GET /api/products', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  const list = async (query: string): Promise<Item[]> => {
    const response = await request(testApp.server).get(`/api/products${query}`).expect(200);
    return response.body.items as Item[];
  };

  it('lists the demo catalogue in every language, sorted small to large by default', async () => {
    for (const lang of ['nl', 'de', 'fr', 'en']) {
      const items = await list(`?lang=${lang}`);
      expect(items.length).toBeGreaterThanOrEqual(16);
      const ranks = items.map((item) => sizeRank(item.size));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const [nl, de] = [await list('?lang=nl'), await list('?lang=de')];
    expect(nl[0]?.id).toBe(de[0]?.id);
    expect(nl[0]?.slug).not.toBe(de[0]?.slug);
  });

  it('filters by size group with HC sizes inside their base group', async () => {
    const items = await list('?lang=en&size=20ft');
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.size.replace(/\s*HC$/i, '')))).toEqual(new Set(['20ft']));
    expect(items.some((item) => /HC/i.test(item.size))).toBe(true);
  });

  it('sorts by the lowest sale price with priceless products last', async () => {
    const items = await list('?lang=en&sort=price-low');
    const lowest = (item: Item): number | null => {
      const prices = [item.priceNew, item.priceUsedA, item.priceUsedCw].filter((price): price is number => price !== null && price > 0);
      return prices.length === 0 ? null : Math.min(...prices);
    };
    const priced = items.map(lowest);
    const firstMissing = priced.indexOf(null);
    const head = firstMissing === -1 ? priced : priced.slice(0, firstMissing);
    expect(head).toEqual([...head].sort((a, b) => (a ?? 0) - (b ?? 0)));
    if (firstMissing !== -1) expect(priced.slice(firstMissing).every((price) => price === null)).toBe(true);
  });

  it('keeps only rentable products for rentable=true, sorted on the daily rent', async () => {
    const items = await list('?lang=nl&rentable=true&sort=price-low');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => (item.priceRentPerDay ?? 0) > 0 || item.askOfferRent)).toBe(true);
    const rents = items.map((item) => item.priceRentPerDay ?? 999_999);
    expect(rents).toEqual([...rents].sort((a, b) => a - b));
  });

  it('shows Refrigerated as Thermostatic', async () => {
    const items = await list('?lang=en&type=thermostatic');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.typeLabel === 'Thermostatic')).toBe(true);
  });

  it('pages a listing', async () => {
    const all = await list('?lang=en');
    const response = await request(testApp.server).get('/api/products?lang=en&page=2&pageSize=5').expect(200);
    expect(response.body.total).toBe(all.length);
    expect(response.body.items.map((item: Item) => item.id)).toEqual(all.slice(5, 10).map((item) => item.id));
  });

  it('answers 400 naming the field for a bad sort, size or language, and for unknown parameters', async () => {
    const sort = await request(testApp.server).get('/api/products?sort=cheapest&lang=de').expect(400);
    expect(sort.body).toMatchObject({ statusCode: 400, errors: [{ field: 'sort' }] });
    expect(sort.body.message).toContain('Unbekannte Sortierung');
    const size = await request(testApp.server).get('/api/products?size=30ft').expect(400);
    expect(size.body.errors[0].field).toBe('size');
    const lang = await request(testApp.server).get('/api/products?lang=es').expect(400);
    expect(lang.body.errors[0].field).toBe('lang');
    const unknown = await request(testApp.server).get('/api/products?colour=red').expect(400);
    expect(unknown.body.errors[0].field).toBe('colour');
  });
});

describe('GET /api/products/{slug}', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => testApp?.close());

  it('returns the detail in the asked language with every language slug', async () => {
    const [first] = (await request(testApp.server).get('/api/products?lang=de').expect(200)).body.items as Item[];
    if (first === undefined) throw new Error('empty catalogue');
    const detail = await request(testApp.server).get(`/api/products/${first.slug}?lang=de`).expect(200);
    expect(detail.body).toMatchObject({ id: first.id, slug: first.slug, language: 'de', title: first.title });
    expect(Object.keys(detail.body.slugs).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(Array.isArray(detail.body.images)).toBe(true);
    expect(detail.body.deliveryOptions).toHaveProperty('truck_with_crane');
  });

  it('finds a product by another language slug and answers in the asked language', async () => {
    const [first] = (await request(testApp.server).get('/api/products?lang=nl').expect(200)).body.items as Item[];
    if (first === undefined) throw new Error('empty catalogue');
    const detail = await request(testApp.server).get(`/api/products/${first.slug}?lang=fr`).expect(200);
    expect(detail.body.language).toBe('fr');
    expect(detail.body.slugs.nl).toBe(first.slug);
    expect(detail.body.slug).toBe(detail.body.slugs.fr);
  });

  it('answers 404 with the spec message for an unknown slug', async () => {
    const response = await request(testApp.server).get('/api/products/no-such-container?lang=en').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Product not found with slug "no-such-container" in any language' });
  });

  it('gives the per-language slugs for the language switch', async () => {
    const [first] = (await request(testApp.server).get('/api/products?lang=en').expect(200)).body.items as Item[];
    if (first === undefined) throw new Error('empty catalogue');
    const slugs = await request(testApp.server).get(`/api/products/${first.slug}/slugs`).expect(200);
    expect(slugs.body.en).toBe(first.slug);
    expect(typeof slugs.body.nl).toBe('string');
  });
});
