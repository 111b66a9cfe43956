import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES, isLanguage } from '../shared/language.js';
import { languageFromPath, stripLanguagePrefix, swapLanguageInPath, withLanguagePrefix } from './language-path.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anySegment = fc.oneof(
  fc.constantFrom('container', 'products', 'blog', 'cart', 'contact', 'admin', 'nl', 'de'),
  fc.stringMatching(/^[a-z0-9-]{1,12}$/),
);
const anySuffix = fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z=&0-9]{0,10}$/), fc.stringMatching(/^#[a-z0-9?]{0,8}$/));
/** A path inside the site without its language: its first segment is never a language code. */
const anyAppPath = fc
  .tuple(fc.array(anySegment, { maxLength: 4 }), fc.boolean(), anySuffix)
  .filter(([segments]) => !isLanguage(segments[0]))
  .map(([segments, trailingSlash, suffix]) => `/${segments.join('/')}${trailingSlash && segments.length > 0 ? '/' : ''}${suffix}`);
const anyPrefixedPath = fc.tuple(anyLanguage, anyAppPath).map(([language, path]) => withLanguagePrefix(path, language));

describe('language paths', () => {
  it('swap to another language and back gives the path under its own language (products written as container)', () => {
    fc.assert(
      fc.property(anyPrefixedPath, anyLanguage, (path, other) => {
        const own = languageFromPath(path);
        if (own === null) throw new Error('arbitrary must be prefixed');
        expect(swapLanguageInPath(swapLanguageInPath(path, other), own)).toBe(swapLanguageInPath(path, own));
      }),
    );
  });

  it('swap is the identity when the path has no products section', () => {
    fc.assert(
      fc.property(anyPrefixedPath, (path) => {
        const own = languageFromPath(path);
        fc.pre(own !== null && !stripLanguagePrefix(path).startsWith('/products'));
        expect(swapLanguageInPath(path, own ?? 'nl')).toBe(path);
      }),
    );
  });

  it('a prefixed path reads back its prefix and strips back to the app path', () => {
    fc.assert(
      fc.property(anyAppPath, anyLanguage, (path, language) => {
        const prefixed = withLanguagePrefix(path, language);
        expect(languageFromPath(prefixed)).toBe(language);
        expect(withLanguagePrefix(stripLanguagePrefix(prefixed), language)).toBe(prefixed);
      }),
    );
  });

  it('swapping always lands on the target language and keeps the query and hash', () => {
    fc.assert(
      fc.property(anyAppPath, anyLanguage, (path, target) => {
        const swapped = swapLanguageInPath(path, target);
        expect(languageFromPath(swapped)).toBe(target);
        const suffixAt = path.search(/[?#]/);
        if (suffixAt !== -1) expect(swapped.endsWith(path.slice(suffixAt))).toBe(true);
      }),
    );
  });
});
