import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { DEMO_COMPANY } from '../shared/company.js';
import { blogPosting, breadcrumbList, faqPage, organization, product, storedJsonLd } from './structured-data.js';

const URL = 'https://shop.example';

describe('structured data', () => {
  it('offers each priced condition in euros with two decimals, new and used, and leaves unpriced ones out', () => {
    const data = product({
      id: 'p1',
      name: '20ft',
      description: 'd',
      url: `${URL}/nl/container/20ft`,
      imageUrl: null,
      isAvailable: false,
      offers: [
        { condition: 'new', cents: 295_000 },
        { condition: 'used', cents: 0 },
        { condition: 'used', cents: 149_950 },
      ],
    }, DEMO_COMPANY);
    expect(data['offers']).toEqual([
      expect.objectContaining({ price: '2950.00', priceCurrency: 'EUR', itemCondition: 'https://schema.org/NewCondition', availability: 'https://schema.org/OutOfStock' }),
      expect.objectContaining({ price: '1499.50', itemCondition: 'https://schema.org/UsedCondition' }),
    ]);
    expect(data).not.toHaveProperty('image');
  });

  it('numbers breadcrumbs from 1 in the given order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string({ minLength: 1 }), url: fc.webUrl() }), { maxLength: 6 }), (crumbs) => {
        const items = breadcrumbList(crumbs)['itemListElement'] as { position: number; name: string; item: string }[];
        expect(items.map((item) => item.position)).toEqual(crumbs.map((_, index) => index + 1));
        expect(items.map((item) => [item.name, item.item])).toEqual(crumbs.map((crumb) => [crumb.name, crumb.url]));
      }),
    );
  });

  it('turns FAQ entries into questions with accepted answers', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }])['mainEntity']).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });

  it('names the configured company with its VAT number and address', () => {
    const company = { ...DEMO_COMPANY, legalName: 'Haven Containers NV', vatNumber: 'BE0403170701', city: 'Gent' };
    expect(organization({ publicUrl: URL, company })).toEqual(
      expect.objectContaining({ '@type': 'Organization', legalName: 'Haven Containers NV', vatID: 'BE0403170701', address: expect.objectContaining({ addressCountry: 'BE', addressLocality: 'Gent' }) }),
    );
  });

  it('joins keywords and leaves out a missing image on a blog posting', () => {
    const posting = blogPosting({ headline: 'h', description: 'd', url: `${URL}/en/blog/h`, imageUrl: null, datePublished: '2025-03-01T00:00:00.000Z', language: 'en', keywords: ['a', 'b'] }, { publicUrl: URL, company: DEMO_COMPANY });
    expect(posting).toEqual(expect.objectContaining({ keywords: 'a, b', datePublished: '2025-03-01T00:00:00.000Z', inLanguage: 'en' }));
    expect(posting).not.toHaveProperty('image');
  });

  it("keeps an admin's stored structured data only when it is JSON-LD, whatever was stored", () => {
    expect(storedJsonLd('{"@type":"Service","name":"x"}')).toEqual([{ '@type': 'Service', name: 'x' }]);
    expect(storedJsonLd([{ '@type': 'A' }, 3, { name: 'no type' }])).toEqual([{ '@type': 'A' }]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue()), (stored) => {
        for (const item of storedJsonLd(stored)) expect(item).toHaveProperty('@type');
      }),
    );
  });
});
