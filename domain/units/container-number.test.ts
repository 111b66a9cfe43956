import { describe, expect, it } from '@jest/globals';
import { checkDigitOf, checkRemainder, completeContainerNumber, displayContainerNumber, LETTER_VALUES, parseContainerNumber, type ContainerNumber } from './container-number.js';

describe('ISO 6346 container numbers, examples', () => {
  it('gives the letters the values of the standard: from 10, skipping 11, 22 and 33', () => {
    expect([LETTER_VALUES['A'], LETTER_VALUES['B'], LETTER_VALUES['K'], LETTER_VALUES['L'], LETTER_VALUES['U'], LETTER_VALUES['V'], LETTER_VALUES['Z']]).toEqual([
      10, 12, 21, 23, 32, 34, 38,
    ]);
  });

  it('computes the check digits of published numbers', () => {
    // The standard's own example (ISO 6346 Annex A) and BIC's.
    expect(checkDigitOf('CSQU305438')).toBe(3);
    expect(checkDigitOf('MSKU123456')).toBe(5);
    expect(parseContainerNumber('CSQU3054383')).toEqual({ ok: true, value: 'CSQU3054383' });
  });

  it('reads typed numbers with spaces, dashes and lower case', () => {
    for (const typed of ['MSKU 123456 5', 'msku-123456-5', ' MSKU 123456-5 ', 'MSKU1234565', 'ms ku 12 34 56 5']) {
      expect(parseContainerNumber(typed)).toEqual({ ok: true, value: 'MSKU1234565' });
    }
    expect(displayContainerNumber('MSKU1234565' as ContainerNumber)).toBe('MSKU 123456 5');
  });

  it('tells an empty, a malformed and a wrong-check-digit number apart', () => {
    expect(parseContainerNumber('  ')).toEqual({ ok: false, error: { kind: 'empty' } });
    for (const malformed of ['MSK1234565', 'MSKA1234565', 'MSKU123456', 'MSKU12345655', '1SKU1234565', 'MSKU12345X5', 'MSKU/123456/5']) {
      expect(parseContainerNumber(malformed)).toEqual({ ok: false, error: { kind: 'malformed' } });
    }
    expect(parseContainerNumber('MSKU1234566')).toEqual({ ok: false, error: { kind: 'check-digit', expected: 5, typed: 6 } });
  });

  it('shows the known weaknesses: remainder 10 gives check digit 0, and A and K weigh the same mod 11', () => {
    // TGHU765432: remainder 10, so its check digit is 0 like a remainder of 0 would give.
    expect(checkRemainder('TGHU765432')).toBe(10);
    expect(parseContainerNumber('TGHU7654320').ok).toBe(true);
    // A (10) and K (21) differ by 11: exchanging them is not caught.
    const withA = completeContainerNumber('ABC', 'U', '123456');
    expect(parseContainerNumber(`K${withA.slice(1)}`).ok).toBe(true);
  });
});
