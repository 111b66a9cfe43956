import { describe, expect, it } from '@jest/globals';
import { landingPageSuggestionPath, MAX_SUGGESTIONS, NOT_FOUND_DELAY_MS, NOT_FOUND_TEXTS, notFoundLinks, productSuggestionPath } from './not-found-texts.js';

describe('not-found page texts and links', () => {
  it("uses the spec's English wording", () => {
    expect(NOT_FOUND_TEXTS.title.en).toBe('Page not found');
    expect(NOT_FOUND_TEXTS.message.en).toBe('The page you are looking for does not exist or has been moved.');
    expect(NOT_FOUND_TEXTS.returnHome.en).toBe('Return to Home');
    expect(NOT_FOUND_TEXTS.browseProducts.en).toBe('Browse Products');
    expect(NOT_FOUND_TEXTS.title.nl).toBe('Pagina niet gevonden');
  });

  it('links home, the listing and the suggestions under the language', () => {
    expect(notFoundLinks('de')).toEqual({ home: '/de', products: '/de/container' });
    expect(productSuggestionPath('fr', 'conteneur 20 pieds')).toBe('/fr/container/conteneur%2020%20pieds');
    expect(landingPageSuggestionPath('nl', 'opslag')).toBe('/nl/pages/opslag');
  });

  it('waits 2 seconds and suggests 3 of each', () => {
    expect(NOT_FOUND_DELAY_MS).toBe(2000);
    expect(MAX_SUGGESTIONS).toBe(3);
  });
});
