import { describe, expect, it } from '@jest/globals';
import { createRedirectRule, DEFAULT_REDIRECT_STATUS, REDIRECT_STATUS_OPTIONS } from './redirect-rule.js';

describe('redirect status options', () => {
  it('lists the three statuses with the spec labels, 301 by default', () => {
    expect(REDIRECT_STATUS_OPTIONS.map((option) => [option.value, option.label.en])).toEqual([
      [301, '301 Permanent Redirect'],
      [302, '302 Temporary Redirect'],
      [200, '200 Rewrite (SPA)'],
    ]);
    expect(DEFAULT_REDIRECT_STATUS).toBe(301);
  });
});

describe('createRedirectRule', () => {
  it('makes an active 301 rule with leading slashes', () => {
    expect(createRedirectRule({ oldPath: 'old', newPath: 'nl/new' })).toEqual({
      ok: true,
      value: { oldPath: '/old', newPath: '/nl/new', statusCode: 301, isActive: true },
    });
  });

  it('refuses an empty path (the Add button does nothing) and says which field', () => {
    expect(createRedirectRule({ oldPath: '', newPath: '/x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-redirect-path', problem: 'empty', field: 'oldPath' },
    });
    expect(createRedirectRule({ oldPath: '/x', newPath: ' ' })).toMatchObject({ ok: false, error: { field: 'newPath' } });
  });

  it('refuses a rule to itself and a :lang target without a :lang source', () => {
    expect(createRedirectRule({ oldPath: '/a/', newPath: '/a' })).toMatchObject({ ok: false, error: { kind: 'self-redirect' } });
    expect(createRedirectRule({ oldPath: '/a', newPath: '/:lang/b' })).toMatchObject({
      ok: false,
      error: { kind: 'unbound-placeholder' },
    });
  });
});
