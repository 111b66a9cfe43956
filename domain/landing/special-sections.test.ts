import { describe, expect, it } from '@jest/globals';
import { section } from './__tests__/section-builders.js';
import { specialSectionKind } from './special-sections.js';

describe('specialSectionKind', () => {
  it('recognises the phrases in any language, whatever the case', () => {
    expect(specialSectionKind(section('a', 'content_centered', 0, { de: 'MAßGESCHNEIDERTE LÖSUNGEN für Sie' }))).toBe(
      'custom-solutions',
    );
    expect(specialSectionKind(section('b', 'content_centered', 0, { nl: 'Iets', fr: 'Pourquoi choisir nous ?' }))).toBe(
      'why-choose-us',
    );
    expect(specialSectionKind(section('c', 'content_centered', 0, { en: 'Our Complete Service' }))).toBe(
      'complete-service',
    );
    expect(specialSectionKind(section('d', 'content_centered', 0, { nl: 'Ons Europees Bereik' }))).toBe('europe-reach');
    expect(specialSectionKind(section('e', 'content_centered', 0, { en: 'Welcome' }))).toBeNull();
  });

  it('recognises the leasing section by its id', () => {
    expect(specialSectionKind(section('leasing-section', 'content_centered', 0, { en: 'Why choose leasing' }))).toBe(
      'leasing',
    );
  });
});
