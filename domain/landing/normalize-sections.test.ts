import { describe, expect, it } from '@jest/globals';
import { section } from './__tests__/section-builders.js';
import { normalizeLandingSections } from './normalize-sections.js';

const summary = (sections: ReturnType<typeof normalizeLandingSections>) =>
  sections.map((s) => [s.id, s.type, s.orderIndex]);

describe('normalizeLandingSections', () => {
  it('applies the ordering rules to a typical page', () => {
    const page = [
      section('hero', 'hero_with_image', 0),
      section('why', 'content_centered', 1, { nl: 'Waarom kiezen voor ons' }),
      section('service', 'content_centered', 5, { nl: 'Complete Service' }),
      section('custom', 'content_with_image_left', 7, { nl: 'Maatwerk oplossingen' }),
      section('europe', 'content_centered', 4, { nl: 'Europees Bereik' }),
      section('why-again', 'content_centered', 6, { en: 'Why choose us' }),
    ];
    expect(summary(normalizeLandingSections(page, 'nl'))).toEqual([
      ['hero', 'hero_with_image', 0],
      ['why', 'content_centered', 1],
      ['injected-container-carousel', 'container_carousel', 2.5],
      ['custom', 'content_with_image_left', 3],
      ['leasing-section', 'content_with_image_left', 3.5],
      ['europe', 'contact_section', 4],
    ]);
  });

  it('localizes the converted contact section and the injected sections', () => {
    const result = normalizeLandingSections([section('europe', 'content_centered', 1, { nl: 'Europees Bereik', de: 'Europa' })], 'de');
    const contact = result.find((s) => s.id === 'europe');
    expect(contact?.translations.de?.title).toBe('Kontaktieren Sie uns');
    expect(contact?.translations.nl?.title).toBe('Neem contact met ons op');
    const leasing = result.find((s) => s.id === 'leasing-section');
    expect(leasing).toMatchObject({ backgroundColor: '#f5f5f5', paddingTop: '4rem', paddingBottom: '4rem' });
    expect(leasing?.translations.fr?.buttonUrl).toBe('/fr/leasing');
  });

  it('gives an injected leasing section the section count plus one when there is no contact section', () => {
    const result = normalizeLandingSections([section('a', 'hero_with_image', 0), section('b', 'content_centered', 1)], 'nl');
    // count read before adding = 3 (two sections and the injected carousel)
    expect(summary(result).at(-1)).toEqual(['leasing-section', 'content_with_image_left', 4]);
  });

  it('keeps the first complete-service section when there is no why-choose section', () => {
    const result = normalizeLandingSections(
      [section('s1', 'content_centered', 8, { en: 'Complete Service' }), section('s2', 'content_centered', 9, { de: 'Kompletter Service' })],
      'en',
    );
    expect(result.map((s) => s.id)).toEqual(['s1', 'injected-container-carousel', 'leasing-section']);
    expect(result[0]?.orderIndex).toBe(2);
  });

  it('leaves out sections without a translation in the language', () => {
    const result = normalizeLandingSections([section('only-fr', 'content_centered', 0, { fr: 'Bonjour' })], 'nl');
    expect(result.map((s) => s.id)).toEqual(['injected-container-carousel', 'leasing-section']);
  });
});
