import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { fixedPageFor, INDEXABLE_FIXED_PATHS } from './fixed-pages.js';

const FIXED_PATHS = ['', 'container', 'rent', 'leasing', 'modifications', 'koelcontainers-reefers-vriescontainers', 'contact', 'blog', 'faq', 'return-policy', 'cookie-policy', 'privacy-statement'];
const PRIVATE_PATHS = ['cart', 'checkout', 'cart-checkout', 'order-confirmation/cs_test_1', 'auth', 'admin', 'admin/blog/new', 'container/admin/new', 'container/admin/box-20', 'blog/admin/x/edit', 'redirect-manager', 'offer/Xq3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', 'rental/Rk3v9T0kLmN2pR5sU8wY1zA4bC7dE0fG3hJ6kM9nP2q', 'admin/rentals'];

describe('fixed pages', () => {
  it('names every public fixed route of both specs in four languages, with a search-friendly title and description', () => {
    expect([...INDEXABLE_FIXED_PATHS].sort()).toEqual([...FIXED_PATHS].sort());
    for (const path of FIXED_PATHS) {
      const page = fixedPageFor(path);
      for (const language of LANGUAGES) {
        expect(page?.title[language].length).toBeLessThanOrEqual(70);
        expect(page?.description[language].length).toBeGreaterThanOrEqual(40);
        expect(page?.description[language].length).toBeLessThanOrEqual(160);
        expect(page?.breadcrumb[language]).not.toBe('');
      }
    }
  });

  it('keeps cart, checkout, confirmation, an offer or rental page, sign-in and every admin screen out of search engines', () => {
    for (const path of PRIVATE_PATHS) expect(fixedPageFor(path)?.indexable).toBe(false);
  });

  it('gives different titles per language where the words differ', () => {
    expect(fixedPageFor('faq')?.title.de).toBe('Häufige Fragen | Container Shop');
    expect(fixedPageFor('faq')?.title.en).toBe('Frequently Asked Questions | Container Shop');
  });

  it('knows nothing of paths named by their data or unknown (null), and anything under admin/ is private', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,20}$/), (slug) => {
        expect(fixedPageFor(`container/${slug}`)).toBeNull();
        expect(fixedPageFor(`pages/${slug}`)).toBeNull();
        expect(fixedPageFor(`admin/${slug}`)?.indexable).toBe(false);
      }),
    );
  });
});
