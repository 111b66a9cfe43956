import { describe, expect, it } from '@jest/globals';
import { findRedirectChainsAndLoops } from './redirect-graph.js';
import type { RedirectRule } from './redirect-rule.js';

const rule = (oldPath: string, newPath: string, isActive = true): RedirectRule => ({
  oldPath,
  newPath,
  statusCode: 301,
  isActive,
});

describe('findRedirectChainsAndLoops', () => {
  it('finds a chain and a three-rule loop by index', () => {
    const rules = [rule('/a', '/b'), rule('/b', '/c'), rule('/x', '/y'), rule('/y', '/z'), rule('/z', '/x/')];
    expect(findRedirectChainsAndLoops(rules)).toEqual({ chains: [{ from: 0, to: 1 }], loops: [[2, 3, 4]] });
  });

  it('ignores inactive rules', () => {
    expect(findRedirectChainsAndLoops([rule('/a', '/b'), rule('/b', '/a', false)])).toEqual({ chains: [], loops: [] });
  });

  it('checks :lang rules in every language', () => {
    const rules = [rule('/:lang/old', '/:lang/new'), rule('/de/new', '/de/newer')];
    expect(findRedirectChainsAndLoops(rules).chains).toEqual([{ from: 0, to: 1 }]);
    expect(findRedirectChainsAndLoops([rule('/:lang/a', '/nl/a')]).loops).toEqual([[0]]);
  });

  it('handles a 10,000-rule chain without overflowing the stack', () => {
    const rules = Array.from({ length: 10_000 }, (_, i) => rule(`/p${i}`, `/p${i + 1}`));
    const found = findRedirectChainsAndLoops(rules);
    expect(found.chains).toHaveLength(9_999);
    expect(found.loops).toEqual([]);
  });
});
