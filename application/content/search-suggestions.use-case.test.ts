import { describe, expect, it } from '@jest/globals';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port.js';
import { fakeLandingPages } from './__tests__/content-fakes.js';
import { searchSuggestions } from './search-suggestions.use-case.js';

const productsNamed = (titles: readonly string[]): ProductCatalogue & { readonly searches: string[] } => {
  const searches: string[] = [];
  return {
    searches,
    listSummaries: async () => [],
    findIdBySlug: async () => null,
    loadDetail: async () => null,
    slugsById: async () => ({}),
    searchByTitle: async (_language, term, limit) => {
      searches.push(term);
      return titles.filter((title) => title.toLowerCase().includes(term.toLowerCase())).slice(0, limit).map((title) => ({ title, slug: title }));
    },
  };
};

describe('searchSuggestions', () => {
  it('searches nothing for fewer than 3 characters after trimming', async () => {
    const catalogue = productsNamed(['Reefer 20ft']);
    const landingPages = fakeLandingPages([]);
    expect(await searchSuggestions({ catalogue, landingPages })('en', '  re  ')).toEqual({ ok: true, value: { products: [], landingPages: [] } });
    expect(catalogue.searches).toEqual([]);
    expect(landingPages.searches).toEqual([]);
  });

  it('asks both catalogues with the trimmed term, at most 3 each', async () => {
    const catalogue = productsNamed(['Reefer 10ft', 'Reefer 20ft', 'Reefer 40ft', 'Reefer 45ft']);
    const landingPages = fakeLandingPages([]);
    const result = await searchSuggestions({ catalogue, landingPages })('en', ' reef ');
    expect(result).toMatchObject({ ok: true, value: { products: [{ title: 'Reefer 10ft' }, { title: 'Reefer 20ft' }, { title: 'Reefer 40ft' }] } });
    expect(landingPages.searches).toEqual(['reef']);
  });
});
