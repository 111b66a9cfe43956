import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { keywordList } from './content-fields.js';
import { isCompleteOrder } from './ordered-store.port.js';

const anyKeywordText = fc.array(fc.constantFrom('a', 'b', ' ', ',', 'é', '\t'), { maxLength: 40 }).map((chars) => chars.join(''));
const anyIdList = fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 12 });

describe('keywordList', () => {
  it('gives trimmed, non-empty keywords without commas', () => {
    fc.assert(
      fc.property(anyKeywordText, (text) => {
        for (const keyword of keywordList(text)) {
          expect(keyword).toBe(keyword.trim());
          expect(keyword).not.toBe('');
          expect(keyword).not.toContain(',');
        }
      }),
    );
  });

  it('is idempotent through the form: joining the keywords with commas and splitting again changes nothing', () => {
    fc.assert(fc.property(anyKeywordText, (text) => expect(keywordList(keywordList(text).join(','))).toEqual(keywordList(text))));
  });
});

describe('isCompleteOrder', () => {
  it('accepts every permutation of the stored ids', () => {
    fc.assert(
      fc.property(anyIdList, fc.integer(), (ids, seed) => {
        const shuffled = [...ids].sort((a, b) => ((a.charCodeAt(seed % 8) ^ seed) - (b.charCodeAt(seed % 8) ^ seed)));
        expect(isCompleteOrder(ids, shuffled)).toBe(true);
      }),
    );
  });

  it('refuses a list missing one id or naming one twice', () => {
    fc.assert(
      fc.property(anyIdList, (ids) => {
        expect(isCompleteOrder(ids, ids.slice(1))).toBe(false);
        expect(isCompleteOrder(ids, [...ids.slice(1), ids[1] ?? 'unknown'])).toBe(false);
      }),
    );
  });
});
