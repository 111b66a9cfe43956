import type { SanitisedHtml } from '../../domain/content/sanitised-html.js';
import { describe, expect, it } from '@jest/globals';
import type { StoredRedirect } from '../redirects/redirect-store.port.js';
import type { RedirectRuleChanges } from '../../domain/redirects/slug-change-redirects.js';
import type { AdminProduct, PerLanguage, ProductInput, ProductTranslationInput } from './admin-product.js';
import type { AdminProductStore, SaveOutcome, SlugRedirects } from './admin-product-store.port.js';
import { createProduct, updateProduct } from './manage-products.use-case.js';

const text = (slug: string, descriptionHtml: string | null = null): ProductTranslationInput => ({
  title: 'Container',
  description: 'Beschrijving',
  descriptionHtml,
  slug,
  metaTitle: '',
  metaDescription: null,
});

const input = (translations: PerLanguage<ProductTranslationInput>): ProductInput => ({
  fields: {
    type: 'Standard', condition: 'new', size: '20ft', price: 250000, priceNew: null, priceUsedA: null, priceUsedCw: null,
    priceRentPerDay: null, leasingPrice: null, askOfferNew: false, askOfferUsedA: false, askOfferUsedCw: false, askOfferRent: false,
    isAvailable: true, stockStatus: 'In Stock', deliveryOptions: { truck: true, truck_with_crane: true, self_pickup: true },
    dimensionsInside: null, dimensionsOutside: null, weight: null, capacityCbm: null, palletPlaces: null,
  },
  translations,
});

/** One product in memory; records the redirect changes an update plans. */
class InMemoryProducts implements Pick<AdminProductStore, 'find' | 'create' | 'update'> {
  saved: ProductInput | null = null;
  slugs: PerLanguage<string> = {};
  planned: RedirectRuleChanges | null = null;
  constructor(private readonly rules: readonly StoredRedirect[] = []) {}
  async find(id: string): Promise<AdminProduct | null> {
    const saved = this.saved;
    if (saved === null || id !== 'p1') return null;
    return { ...saved.fields, id, createdAt: '', updatedAt: '', translations: saved.translations, images: [], conditionImages: [], mainConditionImages: [], conditionInfo: [] };
  }
  async create(value: ProductInput): Promise<SaveOutcome> {
    this.saved = value;
    this.slugs = Object.fromEntries(Object.entries(value.translations).map(([language, translation]) => [language, translation.slug]));
    return { kind: 'saved', id: 'p1' };
  }
  async update(id: string, value: ProductInput, redirects: SlugRedirects): Promise<SaveOutcome> {
    if (id !== 'p1') return { kind: 'not-found' };
    if (redirects.changes(this.slugs)) this.planned = redirects.plan(this.slugs, this.rules);
    return this.create(value);
  }
}

const storeOf = (fake: InMemoryProducts): AdminProductStore => {
  const unused = (): never => {
    throw new Error('not used here');
  };
  return {
    find: (id) => fake.find(id), create: (value) => fake.create(value), update: (id, value, redirects) => fake.update(id, value, redirects),
    delete: unused, setImages: unused, addConditionImage: unused, deleteConditionImage: unused, upsertMainConditionImage: unused,
    deleteMainConditionImage: unused, createConditionInfo: unused, updateConditionInfo: unused,
  };
};

// A stand-in for the sanitiser adapter (tests may brand; production code only in the adapter).
const sanitizer = { sanitize: (html: string) => html.replace(/<script>.*<\/script>/g, '') as SanitisedHtml };

describe('creating and updating a product', () => {
  it('needs Dutch and title, description and slug in each language sent', async () => {
    const fake = new InMemoryProducts();
    const create = createProduct({ products: storeOf(fake), sanitizer });
    const noDutch = await create(input({ de: text('container') }));
    expect(noDutch.ok ? [] : noDutch.error.kind === 'invalid-input' ? noDutch.error.errors.map((error) => error.field) : []).toEqual(['translations.nl']);
    const badSlug = await create(input({ nl: { ...text('Not A Slug'), title: ' ' } }));
    expect(badSlug.ok ? [] : badSlug.error.kind === 'invalid-input' ? badSlug.error.errors.map((error) => error.field) : []).toEqual([
      'translations.nl.title',
      'translations.nl.slug',
    ]);
    expect(fake.saved).toBeNull();
  });

  it('stores the sanitised HTML and blank meta fields as null', async () => {
    const fake = new InMemoryProducts();
    const created = await createProduct({ products: storeOf(fake), sanitizer })(input({ nl: text('container', '<p>a</p><script>x</script>') }));
    expect(created.ok).toBe(true);
    expect(fake.saved?.translations.nl).toMatchObject({ descriptionHtml: '<p>a</p>', metaTitle: null });
  });

  it('plans a 301 per language whose slug changed, and none for a new language', async () => {
    const fake = new InMemoryProducts([
      { id: 'r1', oldPath: '/old', newPath: '/de/container/alt', statusCode: 301, isActive: true, createdAt: '' },
    ]);
    const deps = { products: storeOf(fake), sanitizer };
    await createProduct(deps)(input({ nl: text('container'), de: text('alt') }));
    const updated = await updateProduct(deps)('p1', input({ nl: text('container'), de: text('neu'), fr: text('conteneur') }));
    expect(updated.ok).toBe(true);
    expect(fake.planned).toEqual({
      deleteIds: [],
      retarget: [{ id: 'r1', newPath: '/de/container/neu' }],
      add: [{ oldPath: '/de/container/alt', newPath: '/de/container/neu', statusCode: 301, isActive: true }],
    });
  });
});
