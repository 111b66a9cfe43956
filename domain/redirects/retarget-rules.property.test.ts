import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { anyChainFreeRules, anyPath } from '../../test/arbitraries/redirect-arbitraries.js';
import { findRedirectChainsAndLoops } from './redirect-graph.js';
import { matchRedirect } from './redirect-index.js';
import { redirectKey } from './redirect-path.js';
import { retargetRulesForSlugChange } from './retarget-rules.js';

const anyPagePath = fc.oneof(anyPath('new'), anyPath('old'), anyPath('page'));

describe('retargetRulesForSlugChange properties', () => {
  it('keeps a chain-free rule set free of chains and loops, and sends the old path to the new one', () => {
    fc.assert(
      fc.property(anyChainFreeRules, anyPagePath, anyPagePath, (rules, oldPath, newPath) => {
        fc.pre(redirectKey(oldPath) !== redirectKey(newPath));
        const result = retargetRulesForSlugChange(rules, oldPath, newPath);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(findRedirectChainsAndLoops(result.value)).toEqual({ chains: [], loops: [] });
        expect(matchRedirect(result.value, oldPath)?.location).toBe(newPath);
        expect(matchRedirect(result.value, newPath)).toBeNull();
        expect(result.value.some((rule) => redirectKey(rule.newPath) === redirectKey(oldPath))).toBe(false);
      }),
    );
  });

  it('keeps every other source that pointed at the old path, now pointing at the new one', () => {
    fc.assert(
      fc.property(anyChainFreeRules, anyPagePath, anyPagePath, (rules, oldPath, newPath) => {
        fc.pre(redirectKey(oldPath) !== redirectKey(newPath));
        const result = retargetRulesForSlugChange(rules, oldPath, newPath);
        if (!result.ok) return;
        const keptSources = rules.filter(
          (rule) =>
            redirectKey(rule.newPath) === redirectKey(oldPath) &&
            ![oldPath, newPath].map(redirectKey).includes(redirectKey(rule.oldPath)),
        );
        for (const rule of keptSources) {
          const now = result.value.find((candidate) => candidate.oldPath === rule.oldPath);
          expect(now === undefined ? null : redirectKey(now.newPath)).toBe(redirectKey(newPath));
        }
      }),
    );
  });
});
