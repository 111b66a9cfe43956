import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { normalizeRedirectPath, redirectKey } from './redirect-path.js';

const SITE = 'https://shop.example';
const hostilePrefix = fc.constantFrom(
  '',
  '/',
  '//',
  '///',
  '\\\\',
  '/\\',
  'http://',
  'https:',
  'javascript:',
  'data:',
  'mailto:',
  ' //',
  '/\t/',
  '\n//',
  '/%2e%2e/',
  '..',
);
const anyText = fc.string({ unit: 'binary', maxLength: 30 });
const anyHostileInput = fc.tuple(hostilePrefix, anyText).map(([prefix, rest]) => prefix + rest);
const anySegment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,10}$/);
const anyPlainPath = fc.array(anySegment, { minLength: 1, maxLength: 5 }).map((segments) => `/${segments.join('/')}`);

describe('normalizeRedirectPath properties', () => {
  it('only ever returns a relative path that stays on this site', () => {
    fc.assert(
      fc.property(fc.oneof(anyHostileInput, anyText), (input) => {
        const result = normalizeRedirectPath(input);
        if (!result.ok) return;
        expect(result.value.startsWith('/')).toBe(true);
        expect(result.value.startsWith('//')).toBe(false);
        expect(new URL(result.value, SITE).origin).toBe(SITE);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyHostileInput, anyText, anyPlainPath), (input) => {
        const once = normalizeRedirectPath(input);
        if (once.ok) expect(normalizeRedirectPath(once.value)).toEqual(once);
      }),
    );
  });

  it('accepts every plain path unchanged, unless it has dot segments', () => {
    fc.assert(
      fc.property(anyPlainPath, (path) => {
        const hasDotSegment = path.split('/').some((segment) => segment === '.' || segment === '..');
        expect(normalizeRedirectPath(path).ok).toBe(!hasDotSegment);
      }),
    );
  });

  it('gives a path and its trailing-slash twin the same key', () => {
    fc.assert(fc.property(anyPlainPath, (path) => redirectKey(path) === redirectKey(`${path}/`)));
  });
});
