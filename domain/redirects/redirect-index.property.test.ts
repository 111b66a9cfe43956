import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyChainFreeRules, anyPath, anyTangledRules } from '../../test/arbitraries/redirect-arbitraries.js';
import { buildRedirectIndex, lookupRedirect, matchRedirect } from './redirect-index.js';
import type { RedirectRule } from './redirect-rule.js';

const anyRequestPath = fc.oneof(
  fc.constantFrom('/a', '/a/', '/b?x=2', '/c/?y', '/d#f', '/e', '/'),
  anyPath('old'),
  anyPath('old').map((path) => `${path}/?q=1`),
);

describe('redirect index', () => {
  it('answers exactly as the list scan does', () => {
    fc.assert(
      fc.property(fc.oneof(anyTangledRules, anyChainFreeRules), anyRequestPath, (rules, path) => {
        expect(lookupRedirect(buildRedirectIndex(rules), path)).toEqual(matchRedirect(rules, path));
      }),
    );
  });

  it('never matches through an inactive rule', () => {
    fc.assert(
      fc.property(anyTangledRules, anyRequestPath, (rules, path) => {
        const match = matchRedirect(rules, path);
        if (match !== null) expect(match.rule.isActive).toBe(true);
      }),
    );
  });

  it('finds every one of 10,000 rules', () => {
    const rules: RedirectRule[] = Array.from({ length: 10_000 }, (_, i) => ({
      oldPath: `/legacy/item-${i}`,
      newPath: `/nl/container/item-${i}`,
      statusCode: 301,
      isActive: true,
    }));
    const index = buildRedirectIndex(rules);
    for (let i = 0; i < 10_000; i += 1) {
      expect(lookupRedirect(index, `/legacy/item-${i}/?from=old`)?.location).toBe(`/nl/container/item-${i}?from=old`);
    }
  });
});
