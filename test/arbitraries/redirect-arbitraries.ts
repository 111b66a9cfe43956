import fc from 'fast-check';
import type { RedirectRule } from '../../domain/redirects/redirect-rule.js';

/** Shared fast-check arbitraries for the redirect tests (test-only module). */
export const anySegment = fc.stringMatching(/^[a-z0-9-]{1,6}$/);
export const anyPath = (prefix: string): fc.Arbitrary<string> =>
  fc.array(anySegment, { minLength: 1, maxLength: 3 }).map((segments) => `/${prefix}/${segments.join('/')}`);
export const anyStatus = fc.constantFrom(301 as const, 302 as const, 200 as const);

/** Sources live under /old and targets under /new, so no target is another rule's source. */
export const anyChainFreeRule: fc.Arbitrary<RedirectRule> = fc.record({
  oldPath: anyPath('old'),
  newPath: anyPath('new'),
  statusCode: anyStatus,
  isActive: fc.boolean(),
});

export const anyChainFreeRules = fc.uniqueArray(anyChainFreeRule, {
  maxLength: 30,
  selector: (rule) => rule.oldPath,
});

/** Rules over a tiny path alphabet, so chains, loops and duplicates are common. */
export const anyTangledRule: fc.Arbitrary<RedirectRule> = fc.record({
  oldPath: fc.constantFrom('/a', '/b', '/c', '/d', '/a/'),
  newPath: fc.constantFrom('/a', '/b', '/c', '/d', '/e?x=1'),
  statusCode: anyStatus,
  isActive: fc.boolean(),
});
export const anyTangledRules = fc.array(anyTangledRule, { maxLength: 12 });
