import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { findRedirectChainsAndLoops } from './redirect-graph.js';
import type { RedirectRule } from './redirect-rule.js';
import { planSlugChangeRedirects, type NumberedRedirectRule, type RedirectRuleChanges } from './slug-change-redirects.js';

/** A rule as the store gives it back. */
type StoredRedirect = NumberedRedirectRule & { readonly createdAt: string };

const anyProductPath = fc.constantFrom('a', 'b', 'c', 'd', 'e').map((slug) => `/nl/container/${slug}`);
const anyOtherPath = fc.constantFrom('/oud', '/legacy', '/x', '/nl/blog');
const anyPath = fc.oneof(anyProductPath, anyOtherPath);

/** Stored active 301 rules without chains or loops, unique by old path. */
const anyStoredRules = fc
  .uniqueArray(fc.record({ oldPath: anyPath, newPath: anyPath }), { selector: (rule) => rule.oldPath, maxLength: 6 })
  .map((rules) => rules.filter((rule) => rule.oldPath !== rule.newPath))
  .map((rules): StoredRedirect[] =>
    rules.map((rule, index) => ({ ...rule, id: `r${index}`, statusCode: 301, isActive: true, createdAt: '2026-01-01T00:00:00.000Z' })),
  )
  .filter((rules) => {
    const graph = findRedirectChainsAndLoops(rules);
    return graph.chains.length === 0 && graph.loops.length === 0;
  });

const anyMove = fc.tuple(anyProductPath, anyProductPath).filter(([from, to]) => from !== to).map(([oldPath, newPath]) => ({ oldPath, newPath }));

const apply = (rules: readonly StoredRedirect[], changes: RedirectRuleChanges): RedirectRule[] => [
  ...rules
    .filter((rule) => !changes.deleteIds.includes(rule.id))
    .map((rule) => ({
      oldPath: rule.oldPath,
      newPath: changes.retarget.find((change) => change.id === rule.id)?.newPath ?? rule.newPath,
      statusCode: rule.statusCode,
      isActive: rule.isActive,
    })),
  ...changes.add,
];

describe('planSlugChangeRedirects', () => {
  it('leaves no chain or loop, redirects the old path to the new one, and keeps old paths unique', () => {
    fc.assert(
      fc.property(anyStoredRules, anyMove, (rules, move) => {
        const after = apply(rules, planSlugChangeRedirects(rules, [move]));
        const graph = findRedirectChainsAndLoops(after);
        expect(graph.chains).toEqual([]);
        expect(graph.loops).toEqual([]);
        expect(after.filter((rule) => rule.oldPath === move.oldPath)).toEqual([{ oldPath: move.oldPath, newPath: move.newPath, statusCode: 301, isActive: true }]);
        expect(new Set(after.map((rule) => rule.oldPath)).size).toBe(after.length);
      }),
    );
  });
});
