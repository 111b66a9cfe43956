import { describe, expect, it } from '@jest/globals';
import { buildRedirectIndex, lookupRedirect, matchRedirect, testRedirect } from './redirect-index.js';
import type { RedirectRule } from './redirect-rule.js';
import { FIXED_REDIRECT_RULES } from './redirects-file.js';

const rules: readonly RedirectRule[] = [
  { oldPath: '/inactive', newPath: '/nowhere', statusCode: 301, isActive: false },
  { oldPath: '/inactive', newPath: '/second', statusCode: 302, isActive: true },
  { oldPath: '/old', newPath: '/new?ref=old#top', statusCode: 301, isActive: true },
  { oldPath: '/app', newPath: '/index.html', statusCode: 200, isActive: true },
  ...FIXED_REDIRECT_RULES,
];

describe('matchRedirect', () => {
  it('takes the first active rule', () => {
    expect(matchRedirect(rules, '/inactive')).toMatchObject({ location: '/second', statusCode: 302 });
  });

  it('ignores a trailing slash and keeps the query before the target fragment', () => {
    expect(matchRedirect(rules, '/old/?utm=x')?.location).toBe('/new?ref=old&utm=x#top');
    expect(matchRedirect(rules, '/app?x=1')?.location).toBe('/index.html?x=1');
  });

  it('is case-sensitive', () => {
    expect(matchRedirect(rules, '/OLD')).toBeNull();
  });

  it('serves the fixed modifications rules in every language', () => {
    expect(matchRedirect(rules, '/fr/containermodificatie')?.location).toBe('/fr/modifications');
    expect(matchRedirect(rules, '/containermodificatie')?.location).toBe('/nl/modifications');
  });

  it('agrees with the index', () => {
    const index = buildRedirectIndex(rules);
    for (const path of ['/inactive', '/old/', '/de/containermodificatie', '/none', '/app?q']) {
      expect(lookupRedirect(index, path)).toEqual(matchRedirect(rules, path));
    }
  });
});

describe('testRedirect', () => {
  it('answers the no-match message', () => {
    const result = testRedirect(rules, 'https://shop.example/unknown');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'no-redirect-match', message: expect.objectContaining({ en: 'No redirect rule matches this URL.' }) },
    });
  });

  it('accepts a full URL of this site or a bare path', () => {
    expect(testRedirect(rules, 'https://shop.example/old')).toMatchObject({ ok: true, value: { location: '/new?ref=old#top' } });
    expect(testRedirect(rules, 'old')).toMatchObject({ ok: true });
    expect(testRedirect(rules, '  ')).toMatchObject({ ok: false, error: { kind: 'empty-url' } });
  });
});
