import { describe, expect, it } from '@jest/globals';
import { planSlugChangeRedirects, type NumberedRedirectRule } from './slug-change-redirects.js';

/** A rule as the store gives it back. */
type StoredRedirect = NumberedRedirectRule & { readonly createdAt: string };

const stored = (id: string, oldPath: string, newPath: string, statusCode: 301 | 302 = 301, isActive = true): StoredRedirect => ({
  id,
  oldPath,
  newPath,
  statusCode,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('planSlugChangeRedirects', () => {
  it('adds a 301 from the old product path and retargets a rule that led to it', () => {
    const plan = planSlugChangeRedirects([stored('a', '/oud', '/de/container/alt'), stored('b', '/andere', '/nl/blog')], [
      { oldPath: '/de/container/alt', newPath: '/de/container/neu' },
    ]);
    expect(plan).toEqual({
      deleteIds: [],
      retarget: [{ id: 'a', newPath: '/de/container/neu' }],
      add: [{ oldPath: '/de/container/alt', newPath: '/de/container/neu', statusCode: 301, isActive: true }],
    });
  });

  it('replaces an older rule from the old path and drops one from the new path', () => {
    const plan = planSlugChangeRedirects(
      [stored('a', '/nl/container/oud', '/nl/blog', 302), stored('b', '/nl/container/nieuw', '/nl/container')],
      [{ oldPath: '/nl/container/oud', newPath: '/nl/container/nieuw' }],
    );
    expect([...plan.deleteIds].sort()).toEqual(['a', 'b']);
    expect(plan.retarget).toEqual([]);
    expect(plan.add).toEqual([{ oldPath: '/nl/container/oud', newPath: '/nl/container/nieuw', statusCode: 301, isActive: true }]);
  });

  it('moves nothing when there is no move', () => {
    expect(planSlugChangeRedirects([stored('a', '/x', '/y')], [])).toEqual({ deleteIds: [], retarget: [], add: [] });
  });
});
