import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES, isLanguage } from '../shared/language.js';
import { detectLanguage, languagePrefixRedirect } from './language-detection.js';
import { withLanguagePrefix } from './language-path.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyBrowserTag = fc.oneof(
  fc.constantFrom('nl', 'nl-BE', 'de-AT', 'fr-FR', 'en-US', 'EN', 'es', 'pt-BR', 'zh-Hant-TW', ''),
  fc.string({ maxLength: 8 }),
);
const anyBrowserLanguages = fc.array(anyBrowserTag, { maxLength: 5 });
const anyPath = fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^(\/[a-z-]{0,8}){0,3}$/));

describe('detectLanguage', () => {
  it('always returns a supported language', () => {
    fc.assert(fc.property(anyPath, anyBrowserLanguages, (path, tags) => isLanguage(detectLanguage(path, tags))));
  });

  it('a prefixed path always detects its prefix, whatever the browser says', () => {
    fc.assert(
      fc.property(anyPath, anyLanguage, anyBrowserLanguages, (path, language, tags) => {
        expect(detectLanguage(withLanguagePrefix(path, language), tags)).toBe(language);
      }),
    );
  });

  it('a redirect target is itself never redirected again', () => {
    fc.assert(
      fc.property(anyPath, anyBrowserLanguages, (path, tags) => {
        const target = languagePrefixRedirect(path, tags);
        if (target !== null) expect(languagePrefixRedirect(target, tags)).toBeNull();
      }),
    );
  });
});
