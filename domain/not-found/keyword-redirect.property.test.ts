import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from '../shared/language.js';
import { keywordRedirect, NOT_FOUND_KEYWORD_RULES } from './keyword-redirect.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anySegment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('container', 'zeecontainers', 'blog', 'know-how', 'kontakt', 'leasing', 'rent', 'umbau', 'x', '..', 'evil.com', '\\'),
);
/** Any path-like text: segments joined with one or more slashes, perhaps with a language first. */
const anyPath = fc
  .tuple(fc.option(anyLanguage, { nil: undefined }), fc.array(anySegment, { maxLength: 5 }), fc.constantFrom('/', '//'))
  .map(([language, segments, slash]) => slash + [...(language === undefined ? [] : [language]), ...segments].join(slash));
const SECTIONS = NOT_FOUND_KEYWORD_RULES.map((rule) => rule.section);
const languagePrefixed = new RegExp(`^/(${LANGUAGES.join('|')})(/[^/]|$|[?#])`);

describe('keyword redirect properties', () => {
  it('every target is a relative path under a language prefix', () => {
    fc.assert(
      fc.property(fc.oneof(anyPath, fc.string({ maxLength: 30 })), anyLanguage, (path, language) => {
        const target = keywordRedirect(path, language);
        if (target !== null) expect(target).toMatch(languagePrefixed);
      }),
    );
  });

  it('a prefixed path is sent only to a keyword section of its own language, never to itself', () => {
    fc.assert(
      fc.property(anyLanguage, fc.array(anySegment, { maxLength: 5 }), anyLanguage, (pathLanguage, segments, visitorLanguage) => {
        const path = `/${[pathLanguage, ...segments].join('/')}`;
        const target = keywordRedirect(path, visitorLanguage);
        if (target === null) return;
        expect(SECTIONS.map((section) => `/${pathLanguage}/${section}`)).toContain(target);
        expect(target).not.toBe(path.replace(/\/+/g, '/').replace(/\/$/, ''));
      }),
    );
  });

  it('following the redirects ends within two steps', () => {
    fc.assert(
      fc.property(anyPath, anyLanguage, (path, language) => {
        let current = path;
        for (let step = 0; step < 2; step += 1) {
          const next = keywordRedirect(current, language);
          if (next === null) return;
          current = next;
        }
        const third = keywordRedirect(current, language);
        expect(third === null || keywordRedirect(third, language) === null).toBe(true);
      }),
    );
  });
});
