import { describe, expect, it } from '@jest/globals';
import { languageFromPath, stripLanguagePrefix, swapLanguageInPath, withLanguagePrefix } from './language-path.js';

describe('languageFromPath', () => {
  it('reads a supported first segment', () => {
    expect(languageFromPath('/de/container')).toBe('de');
    expect(languageFromPath('/fr')).toBe('fr');
    expect(languageFromPath('/en?x=1')).toBe('en');
  });

  it('gives null for other first segments', () => {
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/container/nl')).toBeNull();
    expect(languageFromPath('/es/container')).toBeNull();
    expect(languageFromPath('/NL/container')).toBeNull();
    expect(languageFromPath('/nld')).toBeNull();
  });
});

describe('swapLanguageInPath', () => {
  it('replaces the language and keeps the rest, the query and the hash', () => {
    expect(swapLanguageInPath('/nl/container/box-20ft?size=20ft#specs', 'de')).toBe('/de/container/box-20ft?size=20ft#specs');
    expect(swapLanguageInPath('/nl', 'fr')).toBe('/fr');
    expect(swapLanguageInPath('/nl/', 'fr')).toBe('/fr');
    expect(swapLanguageInPath('/nl/contact/', 'fr')).toBe('/fr/contact/');
  });

  it('writes the products section as container', () => {
    expect(swapLanguageInPath('/en/products/reefer-40ft', 'nl')).toBe('/nl/container/reefer-40ft');
    expect(swapLanguageInPath('/en/blog/products', 'nl')).toBe('/nl/blog/products');
  });

  it('prefixes a path without language', () => {
    expect(swapLanguageInPath('/', 'en')).toBe('/en');
    expect(swapLanguageInPath('/contact?from=menu', 'de')).toBe('/de/contact?from=menu');
    expect(swapLanguageInPath('/products/x', 'de')).toBe('/de/container/x');
  });
});

describe('withLanguagePrefix and stripLanguagePrefix', () => {
  it('puts a language in front of an app path', () => {
    expect(withLanguagePrefix('/container', 'de')).toBe('/de/container');
    expect(withLanguagePrefix('container', 'de')).toBe('/de/container');
    expect(withLanguagePrefix('/', 'nl')).toBe('/nl');
    expect(withLanguagePrefix('', 'en')).toBe('/en');
    expect(withLanguagePrefix('/cart#top', 'fr')).toBe('/fr/cart#top');
  });

  it('never stacks prefixes', () => {
    expect(withLanguagePrefix('/nl/contact', 'de')).toBe('/de/contact');
  });

  it('removes only a language segment', () => {
    expect(stripLanguagePrefix('/de/contact?x=1')).toBe('/contact?x=1');
    expect(stripLanguagePrefix('/de')).toBe('/');
    expect(stripLanguagePrefix('/container/nl')).toBe('/container/nl');
  });
});
