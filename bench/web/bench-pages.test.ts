import { describe, expect, it } from '@jest/globals';
import { BENCH_PAGE_NAMES, DEFAULT_CPU_SLOWDOWN, cpuSlowdown, hostSlowdown, runCount, selectPages } from './bench-pages.js';

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

describe('cpuSlowdown', () => {
  it("is Lighthouse's own 4× unless set", () => {
    expect(cpuSlowdown(undefined)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdown(' ')).toBe(4);
  });

  it('takes a slower machine to stand in for', () => {
    expect(cpuSlowdown('7')).toBe(7);
    expect(cpuSlowdown('6.5')).toBe(6.5);
  });

  it.each(['0', '-2', 'fast', '21'])('refuses %s, naming the variable', (value) => {
    expect(() => cpuSlowdown(value)).toThrow('BENCH_WEB_CPU_SLOWDOWN must be a number from 1 to 20');
  });
});

describe('hostSlowdown', () => {
  it('is 1 (the machine as it is) unless given', () => {
    expect(hostSlowdown(undefined)).toBe(1);
    expect(hostSlowdown('')).toBe(1);
  });

  it('takes a factor from 1 to 10', () => {
    expect(hostSlowdown('2.2')).toBe(2.2);
    expect(hostSlowdown('10')).toBe(10);
  });

  it.each(['0.5', '11', 'slow', 'NaN'])('refuses %s, naming the variable', (value) => {
    expect(() => hostSlowdown(value)).toThrow('BENCH_WEB_HOST_SLOWDOWN must be a number from 1 to 10');
  });
});
