import { describe, expect, it } from '@jest/globals';
import type { ProductCatalogue } from '../../../application/catalogue/product-catalogue.port.js';
import type { ProductSummary } from '../../../domain/catalogue/product.js';
import { CachedProductCatalogue } from './cached-product-catalogue.js';

const countingCatalogue = () => {
  const calls = { list: 0, id: 0 };
  const catalogue: ProductCatalogue = {
    listSummaries: async () => {
      calls.list += 1;
      return [] as ProductSummary[];
    },
    findIdBySlug: async (slug) => {
      calls.id += 1;
      if (slug === 'broken') throw new Error('database down');
      return `id-of-${slug}`;
    },
    loadDetail: async () => null,
    slugsById: async () => ({}),
    searchByTitle: async () => [],
  };
  return { catalogue, calls };
};

describe('CachedProductCatalogue', () => {
  it('reads once per version and again after the version changes', async () => {
    const { catalogue, calls } = countingCatalogue();
    let version = '1';
    const cached = new CachedProductCatalogue(catalogue, { current: async () => version });
    await cached.listSummaries('nl');
    await cached.listSummaries('nl');
    expect(calls.list).toBe(1);
    await cached.listSummaries('de');
    expect(calls.list).toBe(2);
    version = '2';
    await cached.listSummaries('nl');
    expect(calls.list).toBe(3);
  });

  it('does not remember a failed read', async () => {
    const { catalogue, calls } = countingCatalogue();
    const cached = new CachedProductCatalogue(catalogue, { current: async () => '1' });
    await expect(cached.findIdBySlug('broken', 'nl')).rejects.toThrow('database down');
    await expect(cached.findIdBySlug('broken', 'nl')).rejects.toThrow('database down');
    expect(calls.id).toBe(2);
    expect(await cached.findIdBySlug('ok', null)).toBe('id-of-ok');
  });
});
