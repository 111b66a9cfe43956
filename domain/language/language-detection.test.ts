import { describe, expect, it } from '@jest/globals';
import { detectLanguage, languagePrefixRedirect } from './language-detection.js';
import { LANGUAGE_INFO, LANGUAGE_OPTIONS } from './language-names.js';

describe('detectLanguage', () => {
  it('prefers the first path segment', () => {
    expect(detectLanguage('/fr/contact', ['de-DE', 'de'])).toBe('fr');
  });

  it('matches browser languages exactly, then by prefix', () => {
    expect(detectLanguage('/', ['de'])).toBe('de');
    expect(detectLanguage('/', ['de-AT'])).toBe('de');
    expect(detectLanguage('/', ['EN-us'])).toBe('en');
    expect(detectLanguage('/', ['es-ES', 'fr-BE', 'en'])).toBe('en');
    expect(detectLanguage('/', ['es-ES', 'fr-BE'])).toBe('fr');
  });

  it('falls back to nl', () => {
    expect(detectLanguage('/container', [])).toBe('nl');
    expect(detectLanguage('/', ['es', 'pt-BR'])).toBe('nl');
  });
});

describe('languagePrefixRedirect', () => {
  it('sends an unprefixed path to the detected language', () => {
    expect(languagePrefixRedirect('/', [])).toBe('/nl');
    expect(languagePrefixRedirect('/container/box?x=1', ['de-CH'])).toBe('/de/container/box?x=1');
  });

  it('leaves prefixed and exempt paths alone', () => {
    expect(languagePrefixRedirect('/en/cart', ['de'])).toBeNull();
    expect(languagePrefixRedirect('/redirect-manager', [])).toBeNull();
    expect(languagePrefixRedirect('/admin/products', [])).toBeNull();
    expect(languagePrefixRedirect('/administration', [])).toBe('/nl/administration');
  });
});

describe('language names', () => {
  it('lists the four languages in their own names, nl first', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.nativeName)).toEqual(['Nederlands', 'Deutsch', 'Français', 'English']);
    expect(LANGUAGE_INFO.de.flag).toBe('🇩🇪');
  });
});
