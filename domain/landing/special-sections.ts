import { LANGUAGES } from '../shared/language.js';
import type { Section } from './section.js';

/** The section that gets the leasing treatment is recognised by its id alone. */
export const LEASING_SECTION_ID = 'leasing-section';

export type SpecialSectionKind = 'leasing' | 'custom-solutions' | 'why-choose-us' | 'complete-service' | 'europe-reach';
type PhraseKind = Exclude<SpecialSectionKind, 'leasing'>;

/**
 * Title phrases, matched case-insensitively in the title of ANY translation.
 * Checked in this order; the first kind whose phrase appears wins.
 */
export const SPECIAL_SECTION_PHRASES: readonly { readonly kind: PhraseKind; readonly phrases: readonly string[] }[] = [
  {
    kind: 'custom-solutions',
    phrases: [
      'Custom Solutions',
      'Maatwerk oplossingen',
      'Maatwerkoplossingen',
      'Oplossingen op maat',
      'Maßgeschneiderte Lösungen',
      'Massgeschneiderte Lösungen',
      'Solutions sur mesure',
      'Solutions personnalisées',
    ],
  },
  { kind: 'why-choose-us', phrases: ['Why choose', 'Waarom kiezen', 'Warum', 'Pourquoi choisir'] },
  {
    kind: 'complete-service',
    phrases: ['Complete Service', 'Volledige service', 'Kompletter Service', 'Komplettservice', 'Service complet'],
  },
  { kind: 'europe-reach', phrases: ['Europees Bereik'] },
];

export const titleHasPhrase = (title: string, phrases: readonly string[]): boolean => {
  const lower = title.toLowerCase();
  return phrases.some((phrase) => lower.includes(phrase.toLowerCase()));
};

/** What special treatment a section gets, or null for an ordinary section. */
export const specialSectionKind = (section: Pick<Section, 'id' | 'translations'>): SpecialSectionKind | null => {
  if (section.id === LEASING_SECTION_ID) return 'leasing';
  const titles = LANGUAGES.flatMap((language) => section.translations[language]?.title ?? []);
  const found = SPECIAL_SECTION_PHRASES.find(({ phrases }) => titles.some((title) => titleHasPhrase(title, phrases)));
  return found?.kind ?? null;
};
