import { describe, expect, it } from '@jest/globals';
import { normalizeRedirectPath, redirectKey } from './redirect-path.js';

const problemOf = (input: string, role: 'source' | 'target' = 'target'): string | null => {
  const result = normalizeRedirectPath(input, role);
  return result.ok ? null : result.error.problem;
};

describe('normalizeRedirectPath', () => {
  it('trims and enforces the leading slash', () => {
    expect(normalizeRedirectPath('  old-page ')).toEqual({ ok: true, value: '/old-page' });
    expect(normalizeRedirectPath('/nl/container/20ft')).toEqual({ ok: true, value: '/nl/container/20ft' });
  });

  it('keeps a query string on a target but refuses it on a source', () => {
    expect(normalizeRedirectPath('/nl/container?size=20ft')).toEqual({ ok: true, value: '/nl/container?size=20ft' });
    expect(problemOf('/old?x=1', 'source')).toBe('query-in-source');
    expect(problemOf('/old#top', 'source')).toBe('query-in-source');
  });

  it('refuses every way out of this site', () => {
    expect(problemOf('https://evil.example/x')).toBe('absolute-url');
    expect(problemOf('http://evil.example')).toBe('absolute-url');
    expect(problemOf('javascript:alert(1)')).toBe('absolute-url');
    expect(problemOf('JavaScript:alert(1)')).toBe('absolute-url');
    expect(problemOf('data:text/html,hi')).toBe('absolute-url');
    expect(problemOf('mailto:a@b.be')).toBe('absolute-url');
    expect(problemOf('//evil.example')).toBe('protocol-relative');
    expect(problemOf('/\\evil.example')).toBe('backslash');
    expect(problemOf('/\t/evil.example')).toBe('control-character');
    expect(problemOf('/a\u0000b')).toBe('control-character');
    expect(problemOf('/a b')).toBe('whitespace');
    expect(problemOf('/a/../b')).toBe('dot-segment');
    expect(problemOf('/a/%2E%2e/b')).toBe('dot-segment');
  });

  it('allows only the :lang placeholder', () => {
    expect(normalizeRedirectPath('/:lang/containermodificatie')).toEqual({
      ok: true,
      value: '/:lang/containermodificatie',
    });
    expect(problemOf('/blog/*')).toBe('unsupported-pattern');
    expect(problemOf('/blog/:slug')).toBe('unsupported-pattern');
  });

  it('refuses an empty or overlong path with a localized message', () => {
    const empty = normalizeRedirectPath('   ');
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error.message.en).toBe('The path is empty.');
    const long = normalizeRedirectPath(`/${'a'.repeat(2000)}`);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.message.en).toBe('A path may be at most 2000 characters long.');
  });
});

describe('redirectKey', () => {
  it('ignores a trailing slash, the query and the fragment, but not case', () => {
    expect(redirectKey('/old/')).toBe('/old');
    expect(redirectKey('/old?x=1#f')).toBe('/old');
    expect(redirectKey('/')).toBe('/');
    expect(redirectKey('/Old')).not.toBe(redirectKey('/old'));
  });

  it('decodes percent escapes so encoded and plain request paths meet', () => {
    expect(redirectKey('/de/gr%C3%B6%C3%9Fe')).toBe('/de/größe');
    expect(redirectKey('/bad%E0%A4%A')).toBe('/bad%E0%A4%A');
  });
});
