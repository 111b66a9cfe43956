import { describe, expect, it } from '@jest/globals';
import { BENCH_PAGE_NAMES, runCount, selectPages } from './bench-pages.js';

describe('selectPages', () => {
  it('measures every public page when no list is given', () => {
    expect(selectPages(undefined)).toEqual([...BENCH_PAGE_NAMES]);
    expect(selectPages(' ')).toEqual([...BENCH_PAGE_NAMES]);
  });

  it("takes the named pages in the bench's order", () => {
    expect(selectPages('faq, home,cart')).toEqual(['home', 'faq', 'cart']);
  });

  it('refuses an unknown page and lists the known ones', () => {
    expect(() => selectPages('home,blogpost')).toThrow(/unknown page blogpost; the pages are home, listing/);
  });
});

describe('runCount', () => {
  it('takes the default when unset', () => {
    expect(runCount('BENCH_WEB_RUNS', undefined, 5)).toBe(5);
  });

  it('takes a whole number', () => {
    expect(runCount('BENCH_WEB_RUNS', '2', 5)).toBe(2);
  });

  it.each(['0', '-1', '2.5', 'five'])('refuses %s', (value) => {
    expect(() => runCount('BENCH_WEB_RUNS', value, 5)).toThrow('BENCH_WEB_RUNS must be a whole number ≥ 1');
  });
});
