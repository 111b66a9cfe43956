import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkRemainder, parseContainerNumber } from '../domain/units/container-number.js';
import { BENCH_OWNER_CODE, containerNumberSeries, serialOf } from './container-number-series.js';

const ownerCode = fc.stringMatching(/^[A-Z]{3}$/);
const start = fc.integer({ min: -1, max: 998_000 });
const size = fc.integer({ min: 0, max: 300 });

describe('containerNumberSeries', () => {
  it('makes exactly the numbers asked, each valid by ISO 6346 and canonical', () => {
    fc.assert(
      fc.property(ownerCode, start, size, (owner, after, count) => {
        const numbers = containerNumberSeries(owner, after, count);
        expect(numbers).toHaveLength(count);
        for (const number of numbers) {
          const parsed = parseContainerNumber(number);
          expect(parsed).toEqual({ ok: true, value: number });
          expect(number.startsWith(`${owner}U`)).toBe(true);
        }
      }),
    );
  });

  it('takes serials after the one given, ascending, so a later series continues where the last ended without a repeat', () => {
    fc.assert(
      fc.property(ownerCode, start, size, size, (owner, after, first, second) => {
        const earlier = containerNumberSeries(owner, after, first);
        const last = earlier.at(-1);
        const later = containerNumberSeries(owner, last === undefined ? after : serialOf(last), second);
        const serials = [...earlier, ...later].map(serialOf);
        expect(serials.every((serial, index) => serial > after && (index === 0 || serial > (serials[index - 1] ?? Infinity)))).toBe(true);
        expect(new Set([...earlier, ...later]).size).toBe(first + second);
      }),
    );
  });

  it('leaves out the serials whose check remainder is 10 and skips no other', () => {
    // BNCU000000 … BNCU000099: the remainders of a run of serials cycle, so some are 10.
    const numbers = containerNumberSeries(BENCH_OWNER_CODE, -1, 90);
    const serials = numbers.map(serialOf);
    const taken = new Set(serials);
    const skipped = Array.from({ length: Math.max(...serials) + 1 }, (_, serial) => serial).filter((serial) => !taken.has(serial));
    expect(skipped.length).toBeGreaterThan(0);
    for (const serial of skipped) expect(checkRemainder(`${BENCH_OWNER_CODE}U${String(serial).padStart(6, '0')}`)).toBe(10);
    for (const number of numbers) expect(checkRemainder(number.slice(0, 10))).not.toBe(10);
  });

  it('refuses a series past the last six-digit serial and arguments that name none', () => {
    expect(containerNumberSeries('ABC', 999_990, 1)).toHaveLength(1);
    expect(() => containerNumberSeries('ABC', 999_990, 20)).toThrow('no 20 serials left');
    expect(() => containerNumberSeries('AB', 0, 1)).toThrow('three letters');
    expect(() => containerNumberSeries('ABC', -2, 1)).toThrow('afterSerial');
    expect(() => containerNumberSeries('ABC', 0, 1.5)).toThrow('count');
  });
});
