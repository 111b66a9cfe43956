import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { normalizeSize, SIZE_GROUPS, SIZE_GROUP_VALUES, SIZES, sizeGroupOf, sizeRank, UNKNOWN_SIZE_RANK } from './sizes.js';
import { anySizeText } from '../../test/arbitraries/product.arbitraries.js';

const anyKnownSize = fc.constantFrom(...SIZES);
/** A known size written with random letter case and random spaces around its characters. */
const anySloppySpelling = anyKnownSize.chain((size) => {
  const chars = [...size.replace(/ /g, '')];
  const anyCharStyle = fc.record({ upper: fc.boolean(), spacesBefore: fc.constantFrom('', ' ', '  ') });
  return fc.array(anyCharStyle, { minLength: chars.length, maxLength: chars.length }).map((styles) => ({
    size,
    text: chars
      .map((char, i) => {
        const style = styles[i] ?? { upper: false, spacesBefore: '' };
        return style.spacesBefore + (style.upper ? char.toUpperCase() : char.toLowerCase());
      })
      .join(''),
  }));
});

describe('size properties', () => {
  it('reads any case and spacing of a known size as that size', () => {
    fc.assert(fc.property(anySloppySpelling, ({ size, text }) => normalizeSize(text) === size && sizeRank(text) === sizeRank(size)));
  });

  it('ranks every known size below 999 and everything else at 999', () => {
    fc.assert(
      fc.property(anySizeText, (text) => {
        const rank = sizeRank(text);
        expect(normalizeSize(text) === null ? rank === UNKNOWN_SIZE_RANK : rank < UNKNOWN_SIZE_RANK).toBe(true);
      }),
    );
  });

  it('ranks each HC size directly after its base size', () => {
    fc.assert(
      fc.property(anyKnownSize.filter((size) => size.endsWith(' HC')), (hc) => sizeRank(hc) === sizeRank(hc.replace(' HC', '')) + 1),
    );
  });

  it('gives a grouped size the group that lists it, and the group of its base size', () => {
    fc.assert(
      fc.property(anySizeText, (text) => {
        const group = sizeGroupOf(text);
        const size = normalizeSize(text);
        if (group === null) return size === null || SIZE_GROUP_VALUES.every((g) => !(SIZE_GROUPS[g] as readonly string[]).includes(size));
        return size !== null && (SIZE_GROUPS[group] as readonly string[]).includes(size) && sizeGroupOf(size.replace(' HC', '')) === group;
      }),
    );
  });
});
