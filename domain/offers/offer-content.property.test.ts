import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { canonicalJson } from './offer-content.js';

/** Reverses the key order of every object, to check the text does not depend on it. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).reverse().map(([key, member]) => [key, reordered(member)]));
};

const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);

describe('canonicalJson', () => {
  it('is the same text whatever the order of the keys', () => {
    fc.assert(fc.property(anyJson, (value) => expect(canonicalJson(reordered(value))).toBe(canonicalJson(value))));
  });

  it('reads back as the same value, and is idempotent', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        const text = canonicalJson(value);
        expect(JSON.parse(text)).toEqual(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
      }),
    );
  });

  it('sorts keys and leaves no spaces', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1.5, y: undefined } })).toBe('{"a":[true,null,"x"],"b":1,"c":{"z":1.5}}');
  });
});
