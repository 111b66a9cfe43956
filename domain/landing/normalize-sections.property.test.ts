import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { LANGUAGES, type Language } from '../shared/language.js';
import { translation } from './__tests__/section-builders.js';
import { INJECTED_CAROUSEL_ID } from './landing-defaults.js';
import { normalizeLandingSections } from './normalize-sections.js';
import { SECTION_TYPES, type Section } from './section.js';
import { LEASING_SECTION_ID, specialSectionKind } from './special-sections.js';

const anyLanguage = fc.constantFrom(...LANGUAGES);
const anyTitle = fc.constantFrom(
  'Welcome',
  'Our containers',
  'Custom Solutions',
  'Oplossingen op maat',
  'Solutions sur mesure',
  'Why choose us',
  'Warum wir',
  'Pourquoi choisir nous',
  'Complete Service',
  'Service complet',
  'Ons Europees Bereik',
  'Contact',
);
const anyTranslations = fc.dictionary(anyLanguage, anyTitle.map(translation), { maxKeys: 4 });
const anyOrderIndex = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(2.5, 3.5, 0.5));
const anySectionWithoutId = fc.record({
  type: fc.constantFrom(...SECTION_TYPES),
  orderIndex: anyOrderIndex,
  backgroundColor: fc.constant(null),
  backgroundGradient: fc.constant(null),
  paddingTop: fc.constant(null),
  paddingBottom: fc.constant(null),
  translations: anyTranslations,
});
/** Unique ids; sometimes one of them is the leasing section's id. */
const anyPage: fc.Arbitrary<readonly Section[]> = fc
  .tuple(fc.array(anySectionWithoutId, { maxLength: 10 }), fc.nat({ max: 15 }))
  .map(([sections, leasingAt]) =>
    sections.map((section, index) => ({ ...section, id: index === leasingAt ? LEASING_SECTION_ID : `s${index}` })),
  );

const isWhyChooseBlock = (section: Section): boolean =>
  ['why-choose-us', 'complete-service'].includes(specialSectionKind(section) ?? '');

describe('normalizeLandingSections properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyPage, anyLanguage, (page, language: Language) => {
        const once = normalizeLandingSections(page, language);
        expect(normalizeLandingSections(once, language)).toEqual(once);
      }),
    );
  });

  it('is sorted by order index and shown in the language', () => {
    fc.assert(
      fc.property(anyPage, anyLanguage, (page, language) => {
        const result = normalizeLandingSections(page, language);
        result.slice(1).forEach((section, index) => {
          expect(section.orderIndex).toBeGreaterThanOrEqual(result[index]?.orderIndex ?? -Infinity);
        });
        for (const section of result) expect(section.translations[language]).toBeDefined();
      }),
    );
  });

  it('has exactly one carousel, one leasing section and at most one why-choose block', () => {
    fc.assert(
      fc.property(anyPage, anyLanguage, (page, language) => {
        const result = normalizeLandingSections(page, language);
        expect(result.filter((s) => s.type === 'container_carousel')).toHaveLength(1);
        expect(result.filter((s) => s.id === LEASING_SECTION_ID)).toHaveLength(1);
        expect(result.filter(isWhyChooseBlock).length).toBeLessThanOrEqual(1);
        expect(result.some((s) => specialSectionKind(s) === 'europe-reach')).toBe(false);
      }),
    );
  });

  it('invents nothing twice and keeps only ids it was given or the injected ones', () => {
    fc.assert(
      fc.property(anyPage, anyLanguage, (page, language) => {
        const ids = normalizeLandingSections(page, language).map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        const known = new Set([...page.map((s) => s.id), INJECTED_CAROUSEL_ID, LEASING_SECTION_ID]);
        for (const id of ids) expect(known.has(id)).toBe(true);
      }),
    );
  });

  it('puts custom-solutions sections at 3 and an injected leasing section before the first contact section', () => {
    fc.assert(
      fc.property(anyPage, anyLanguage, (page, language) => {
        const result = normalizeLandingSections(page, language);
        for (const s of result) if (specialSectionKind(s) === 'custom-solutions') expect(s.orderIndex).toBe(3);
        if (page.some((s) => s.id === LEASING_SECTION_ID && s.translations[language] !== undefined)) return;
        const leasingAt = result.findIndex((s) => s.id === LEASING_SECTION_ID);
        const contactAt = result.findIndex((s) => s.type === 'contact_section');
        if (contactAt >= 0) expect(leasingAt).toBeLessThan(contactAt);
        else expect(leasingAt).toBe(result.length - 1);
      }),
    );
  });
});
