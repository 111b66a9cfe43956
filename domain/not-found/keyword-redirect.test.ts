import { describe, expect, it } from '@jest/globals';
import { keywordRedirect, keywordSection } from './keyword-redirect.js';

describe('keywordRedirect: language prefix first', () => {
  it('prefixes a path without language code with the given language', () => {
    expect(keywordRedirect('/container/opslag-6ft', 'de')).toBe('/de/container/opslag-6ft');
    expect(keywordRedirect('/whatever', 'nl')).toBe('/nl/whatever');
    expect(keywordRedirect('/', 'fr')).toBe('/fr');
    expect(keywordRedirect('/faq?q=x#top', 'en')).toBe('/en/faq?q=x#top');
  });

  it('reads language codes case-sensitively, as the router does', () => {
    expect(keywordRedirect('/NL/oud', 'nl')).toBe('/nl/NL/oud');
  });

  it('cannot be turned into another origin', () => {
    expect(keywordRedirect('//evil.example/path', 'nl')).toBe('/nl/evil.example/path');
    expect(keywordRedirect('/\\evil.example', 'nl')).toBe('/nl/\\evil.example');
  });
});

describe('keywordRedirect: keyword rules', () => {
  it.each([
    ['/nl/zeecontainer-kopen', '/nl/container'],
    ['/de/produkte/alt', '/de/container'],
    ['/en/containers', '/en/container'],
    ['/fr/blog-post-oud', '/fr/blog'],
    ['/en/know-how/tips', '/en/blog'],
    ['/nl/contact-us', '/nl/contact'],
    ['/de/kontakt', '/de/contact'],
    ['/nl/leasing-info', '/nl/leasing'],
    ['/nl/huren', '/nl/rent'],
    ['/de/mieten', '/de/rent'],
    ['/en/rental-offers', '/en/rent'],
    ['/nl/modificatie', '/nl/modifications'],
    ['/de/umbau', '/de/modifications'],
    ['/nl/ombouwen-tot-kantoor', '/nl/modifications'],
  ])('%s → %s', (path, target) => {
    expect(keywordRedirect(path, 'nl')).toBe(target);
  });

  it("uses the path's own language, not the visitor's", () => {
    expect(keywordRedirect('/fr/kontakt', 'de')).toBe('/fr/contact');
  });

  it('applies the rules in the spec order', () => {
    expect(keywordRedirect('/nl/container-huren', 'nl')).toBe('/nl/container');
    expect(keywordRedirect('/nl/blog-over-huren', 'nl')).toBe('/nl/blog');
  });

  it('matches whole words or their start, not the middle of a word', () => {
    expect(keywordSection('/current-news')).toBeNull();
    expect(keywordSection('/parents')).toBeNull();
    expect(keywordSection('/knowhow')).toBeNull();
    expect(keywordSection('/%4Bontakt')).toBe('contact');
  });

  it('answers null when nothing matches, so the server can answer 404', () => {
    expect(keywordRedirect('/nl/onbekend', 'nl')).toBeNull();
    expect(keywordRedirect('/nl', 'nl')).toBeNull();
  });

  it('never sends a path to itself', () => {
    expect(keywordRedirect('/nl/container', 'nl')).toBeNull();
    expect(keywordRedirect('/nl/container/', 'nl')).toBeNull();
    expect(keywordRedirect('/de/blog', 'nl')).toBeNull();
  });

  it('sends an unknown product below the container section to the listing', () => {
    expect(keywordRedirect('/nl/container/xyz', 'nl')).toBe('/nl/container');
  });
});
