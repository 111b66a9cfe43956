import type { Language } from '../shared/language.js';
import { EUROPE_CONTACT_TEXTS, injectedCarouselSection, injectedLeasingSection } from './landing-defaults.js';
import type { Section, SectionTranslations } from './section.js';
import { specialSectionKind } from './special-sections.js';

export const CUSTOM_SOLUTIONS_ORDER_INDEX = 3;
export const COMPLETE_SERVICE_ORDER_INDEX = 2;

/** Stable: sections with the same order index keep their relative order. */
const byOrderIndex = (sections: readonly Section[]): readonly Section[] =>
  [...sections].sort((a, b) => a.orderIndex - b.orderIndex);

const asContactSection = (section: Section): Section => {
  const translations: SectionTranslations = Object.fromEntries(
    Object.entries(section.translations).map(([language, translation]) => [
      language,
      {
        ...translation,
        title: EUROPE_CONTACT_TEXTS.title[language as Language],
        subtitle: EUROPE_CONTACT_TEXTS.subtitle[language as Language],
      },
    ]),
  );
  return { ...section, type: 'contact_section', translations };
};

const applySpecialRules = (section: Section): Section => {
  switch (specialSectionKind(section)) {
    case 'custom-solutions':
      return { ...section, orderIndex: CUSTOM_SOLUTIONS_ORDER_INDEX };
    case 'complete-service':
      return { ...section, orderIndex: COMPLETE_SERVICE_ORDER_INDEX };
    case 'europe-reach':
      return asContactSection(section);
    default:
      return section;
  }
};

/**
 * 'Why choose' and 'Complete Service' sections both render the why-choose-us
 * block, so it is shown once: the first 'why choose' section is kept and every
 * 'complete service' section dropped; without any 'why choose' section the
 * first 'complete service' section stays. A page also keeps one carousel and
 * one leasing section.
 */
const withoutDuplicates = (sorted: readonly Section[]): readonly Section[] => {
  const kinds = sorted.map(specialSectionKind);
  const hasWhyChoose = kinds.includes('why-choose-us');
  const taken = new Set<string>();
  return sorted.filter((section, index) => {
    const kind = kinds[index];
    if (kind === 'complete-service' && hasWhyChoose) return false;
    const groups = [
      ...(section.type === 'container_carousel' ? ['carousel'] : []),
      ...(kind === 'leasing' ? ['leasing'] : []),
      ...(kind === 'why-choose-us' || kind === 'complete-service' ? ['why-choose-block'] : []),
    ];
    if (groups.some((group) => taken.has(group))) return false;
    groups.forEach((group) => taken.add(group));
    return true;
  });
};

/**
 * Order index = section count + 1 (count read before adding), moved just
 * before the first contact section, or after the last section, when that
 * number would put it elsewhere once sorted.
 */
const withLeasingSection = (sorted: readonly Section[]): readonly Section[] => {
  const count = sorted.length;
  const contactAt = sorted.findIndex((section) => section.type === 'contact_section');
  const contact = sorted[contactAt];
  if (contact === undefined) {
    const last = sorted.at(-1);
    const orderIndex = Math.max(count + 1, last === undefined ? count + 1 : last.orderIndex + 1);
    return [...sorted, injectedLeasingSection(orderIndex)];
  }
  const leasing = injectedLeasingSection(Math.min(count + 1, contact.orderIndex - 0.5));
  return [...sorted.slice(0, contactAt), leasing, ...sorted.slice(contactAt)];
};

/**
 * A page's sections as they are shown in `language`, after the spec's ordering
 * rules: sections without a translation in that language are left out (they
 * render nothing); custom solutions → 3; complete service → 2; 'Europees
 * Bereik' → contact section; the why-choose-us block once; a carousel at 2.5
 * and a leasing section added when missing; sorted by order index.
 * Idempotent.
 */
export const normalizeLandingSections = (sections: readonly Section[], language: Language): readonly Section[] => {
  const shown = sections.filter((section) => section.translations[language] !== undefined);
  const deduplicated = withoutDuplicates(byOrderIndex(shown.map(applySpecialRules)));
  const withCarousel = deduplicated.some((section) => section.type === 'container_carousel')
    ? deduplicated
    : byOrderIndex([...deduplicated, injectedCarouselSection()]);
  const withLeasing = withCarousel.some((section) => specialSectionKind(section) === 'leasing')
    ? withCarousel
    : withLeasingSection(withCarousel);
  return byOrderIndex(withLeasing);
};
