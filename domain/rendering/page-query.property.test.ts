import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { listingPageQuery } from '../catalogue/listing-query.js';
import { SORT_KEYS } from '../catalogue/product-sorting.js';
import { SIZE_GROUP_VALUES } from '../catalogue/sizes.js';
import { pageQueryKey, pageQueryParams } from './page-query.js';

const READ_BY_SOME_PAGE = ['size', 'type', 'sort', 'token'];
const anyPage = fc.constantFrom('', 'container', 'rent', 'order-confirmation/7f0c', 'order-confirmation/cs_test_1', 'faq', 'blog', 'blog/x', 'container/x', 'pages/x', 'cart', 'no-such-page');
/** A value as people and links write them: the right ones in any case, wrong ones, empty, odd characters. */
const anyValue = fc.oneof(fc.constantFrom(...SIZE_GROUP_VALUES, ...SORT_KEYS, 'PRICE-LOW', '20FT', 'high cube', 'Refrigerated', 'tank', ''), fc.string({ maxLength: 12 }));
const anyReadParam = fc.tuple(fc.constantFrom(...READ_BY_SOME_PAGE), anyValue);
/** Marketing and other parameters no page reads (gclid, utm_*, fbclid, anything). */
const anyOtherName = fc.oneof(fc.constantFrom('gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign', 'msclkid', 'ref', 'q'), fc.string({ minLength: 1, maxLength: 10 })).filter(
  (name) => !READ_BY_SOME_PAGE.includes(name),
);
const anyOtherParam = fc.tuple(anyOtherName, fc.string({ maxLength: 20 }));

const searchOf = (entries: readonly (readonly [string, string])[]): string => `?${new URLSearchParams(entries.map(([name, value]) => [name, value])).toString()}`;
/** What a page shows of a query, read as the page reads it: the listing state, or the order's token. */
const shownBy = (page: string, search: string) => {
  const query = new URLSearchParams(search);
  if (page.startsWith('order-confirmation/')) return { token: query.get('token') };
  const listing = listingPageQuery((name) => query.get(name));
  return page === 'rent' ? { ...listing, type: null } : listing;
};

describe('the query a page is kept under', () => {
  it('leaves out every parameter its page does not read, wherever it stands', () => {
    fc.assert(
      fc.property(anyPage, fc.array(anyReadParam, { maxLength: 5 }), fc.array(anyOtherParam, { minLength: 1, maxLength: 5 }), fc.nat(), (page, read, others, at) => {
        const mixed = [...read];
        for (const other of others) mixed.splice((at + other[0].length) % (mixed.length + 1), 0, other);
        expect(pageQueryKey(page, searchOf(mixed))).toBe(pageQueryKey(page, searchOf(read)));
      }),
    );
  });

  it('is one key for any order of the parameters, and keying a key changes nothing', () => {
    fc.assert(
      fc.property(anyPage, fc.uniqueArray(anyReadParam, { selector: ([name]) => name, maxLength: 4 }), fc.array(anyOtherParam, { maxLength: 3 }), (page, read, others) => {
        const entries = [...read, ...others];
        const key = pageQueryKey(page, searchOf(entries));
        expect(pageQueryKey(page, searchOf([...entries].reverse()))).toBe(key);
        expect(pageQueryKey(page, key)).toBe(key);
      }),
    );
  });

  it('shows on the page exactly what the query as sent shows', () => {
    fc.assert(
      fc.property(fc.constantFrom('container', 'rent', 'order-confirmation/7f0c'), fc.array(fc.oneof(anyReadParam, anyOtherParam), { maxLength: 8 }), (page, entries) => {
        const sent = searchOf(entries);
        expect(shownBy(page, pageQueryKey(page, sent))).toEqual(shownBy(page, sent));
      }),
    );
  });

  it('keeps the listing filters and sort in one spelling, drops defaults and unknown values, and reads nothing on the other pages', () => {
    expect(pageQueryKey('container', '?gclid=abc&utm_source=google')).toBe('');
    expect(pageQueryKey('container', '?sort=price-low&size=20ft')).toBe('?size=20ft&sort=price-low');
    expect(pageQueryKey('container', '?size=20FT&gclid=x&sort=PRICE-LOW')).toBe('?size=20ft&sort=price-low');
    expect(pageQueryKey('container', '?sort=size-small')).toBe('');
    expect(pageQueryKey('container', '?sort=cheapest&size=20ft')).toBe('');
    expect(pageQueryKey('container', '?type=Refrigerated')).toBe('?type=thermostatic');
    expect(pageQueryKey('rent', '?type=tank&size=40ft')).toBe('?size=40ft');
    expect(pageQueryKey('order-confirmation/7f0c', '?token=a&token=b&fbclid=1')).toBe('?token=a');
    for (const page of ['', 'faq', 'blog', 'blog/x', 'container/x', 'pages/x', 'contact']) {
      expect(pageQueryKey(page, '?q=container&sort=price-low&page=2&token=t')).toBe('');
      expect(pageQueryParams(page)).toEqual([]);
    }
    expect(pageQueryParams('container')).toEqual(['size', 'type', 'sort']);
  });
});
