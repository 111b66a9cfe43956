import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyChainFreeRules } from '../../test/arbitraries/redirect-arbitraries.js';
import { parseRedirectLines } from './redirect-lines.js';
import { FIXED_REDIRECT_RULES, redirectsFile } from './redirects-file.js';

describe('redirectsFile round trip', () => {
  it('parses back to the active rules plus the fixed ones, with nothing skipped or refused', () => {
    fc.assert(
      fc.property(anyChainFreeRules, (rules) => {
        const parsed = parseRedirectLines(redirectsFile(rules));
        expect(parsed.errors).toEqual([]);
        expect(parsed.skipped).toEqual([]);
        expect(parsed.rules).toEqual([...rules.filter((rule) => rule.isActive), ...FIXED_REDIRECT_RULES]);
      }),
    );
  });

  it('is stable under parse ∘ export ∘ parse', () => {
    fc.assert(
      fc.property(anyChainFreeRules, (rules) => {
        const once = parseRedirectLines(redirectsFile(rules));
        const twice = parseRedirectLines(redirectsFile(once.rules));
        expect(twice).toEqual(once);
        expect(redirectsFile(once.rules)).toBe(redirectsFile(rules));
      }),
    );
  });
});
