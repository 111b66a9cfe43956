import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES } from './language.js';
import { pickTranslation } from './translation-fallback.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyTranslationSet = fc.uniqueArray(anyLanguage).map((languages) => languages.map((language) => ({ language })));

describe('pickTranslation', () => {
  it('takes the wanted language when present, else nl, else the first, else nothing', () => {
    fc.assert(
      fc.property(anyTranslationSet, anyLanguage, (translations, wanted) => {
        const picked = pickTranslation(translations, wanted);
        const languages = translations.map((translation) => translation.language);
        if (languages.includes(wanted)) expect(picked?.language).toBe(wanted);
        else if (languages.includes('nl')) expect(picked?.language).toBe('nl');
        else expect(picked).toBe(translations[0]);
      }),
    );
  });
});
