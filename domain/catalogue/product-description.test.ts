import { describe, expect, it } from '@jest/globals';
import { cardDescription, genericDescriptionHtml, hasRealDescription, productDescription } from './product-description.js';
import { GENERIC_STORAGE_DESCRIPTION } from './generic-storage-description.js';

const text = (length: number): string => 'x'.repeat(length);

describe('description fallback', () => {
  it('shows the real description only past 100 characters of text or HTML, or 50 of meta description', () => {
    expect(hasRealDescription({ description: text(100), descriptionHtml: text(100), metaDescription: text(50) })).toBe(false);
    expect(hasRealDescription({ description: text(101), metaDescription: '' })).toBe(true);
    expect(hasRealDescription({ description: '', descriptionHtml: text(101), metaDescription: '' })).toBe(true);
    expect(hasRealDescription({ description: null, metaDescription: text(51) })).toBe(true);
  });

  it('shows the translated generic text otherwise', () => {
    const view = productDescription({ description: 'Short.', metaDescription: 'Short meta.' }, 'de');
    expect(view.kind).toBe('generic');
    if (view.kind === 'generic') {
      expect(view.content).toBe(GENERIC_STORAGE_DESCRIPTION.de);
      expect(view.html).toContain('<h3>Ideale Einsatzbereiche</h3>');
    }
  });

  it('prefers a long HTML description, then a long text', () => {
    expect(productDescription({ description: text(150), descriptionHtml: `<p>${text(120)}</p>`, metaDescription: '' }, 'en')).toEqual({
      kind: 'html',
      html: `<p>${text(120)}</p>`,
    });
    expect(productDescription({ description: text(150), descriptionHtml: '<p>short</p>', metaDescription: '' }, 'en')).toEqual({
      kind: 'text',
      text: text(150),
    });
    expect(productDescription({ description: 'Short text', metaDescription: text(60) }, 'en')).toEqual({ kind: 'text', text: 'Short text' });
    expect(productDescription({ description: '', metaDescription: text(60) }, 'en')).toEqual({ kind: 'text', text: text(60) });
  });

  it('renders the generic text with features, applications and why choose us in each language', () => {
    expect(genericDescriptionHtml('en')).toContain('<h3>Features</h3><ul><li>Robust, weather-resistant steel construction</li>');
    expect(genericDescriptionHtml('en')).toContain('<h3>Why choose us?</h3>');
    expect(genericDescriptionHtml('nl')).toContain('<h3>Waarom voor ons kiezen?</h3>');
    expect(genericDescriptionHtml('fr')).toContain('<h3>Applications idéales</h3>');
  });
});

describe('cardDescription', () => {
  it('uses the meta description first, else the description', () => {
    expect(cardDescription({ description: 'Long description', metaDescription: 'Meta' })).toBe('Meta');
    expect(cardDescription({ description: 'Long description', metaDescription: '  ' })).toBe('Long description');
    expect(cardDescription({ description: null, metaDescription: null })).toBe('');
  });
});
