import { LANGUAGES, type Language, type LocalizedText } from '../shared/language.js';
import type { Section, SectionTranslation, SectionTranslations } from './section.js';
import { LEASING_SECTION_ID } from './special-sections.js';

export const INJECTED_CAROUSEL_ID = 'injected-container-carousel';
export const INJECTED_CAROUSEL_ORDER_INDEX = 2.5;

const CAROUSEL_TEXTS = {
  title: { nl: 'Onze containers', de: 'Unsere Container', fr: 'Nos conteneurs', en: 'Our Containers' },
  subtitle: {
    nl: 'Bekijk ons actuele aanbod nieuwe en gebruikte containers.',
    de: 'Entdecken Sie unser aktuelles Angebot an neuen und gebrauchten Containern.',
    fr: "Découvrez notre offre actuelle de conteneurs neufs et d'occasion.",
    en: 'Browse our current range of new and used containers.',
  },
} as const satisfies Record<string, LocalizedText>;

const LEASING_TEXTS = {
  title: { nl: 'Containers leasen', de: 'Container leasen', fr: 'Leasing de conteneurs', en: 'Container Leasing' },
  subtitle: {
    nl: 'Flexibel een container gebruiken zonder grote investering.',
    de: 'Container flexibel nutzen, ohne große Investition.',
    fr: 'Utilisez un conteneur en toute flexibilité, sans gros investissement.',
    en: 'Use a container flexibly, without a large investment.',
  },
  contentHtml: {
    nl: '<p>Kort, middellang of lang: lease een container vanaf 3 maanden tot meer dan 3 jaar, met vaste maandbedragen en levering in heel Europa.</p>',
    de: '<p>Kurz-, mittel- oder langfristig: Leasen Sie einen Container ab 3 Monaten bis über 3 Jahre, mit festen Monatsraten und Lieferung in ganz Europa.</p>',
    fr: "<p>À court, moyen ou long terme : prenez un conteneur en leasing de 3 mois à plus de 3 ans, avec des mensualités fixes et une livraison dans toute l'Europe.</p>",
    en: '<p>Short, medium or long term: lease a container from 3 months to more than 3 years, with fixed monthly rates and delivery across Europe.</p>',
  },
  buttonText: { nl: 'Meer over leasen', de: 'Mehr zum Leasing', fr: 'En savoir plus sur le leasing', en: 'More about leasing' },
} as const satisfies Record<string, LocalizedText>;

/** The title and subtitle an 'Europees Bereik' section gets when it becomes the contact section. */
export const EUROPE_CONTACT_TEXTS = {
  title: { nl: 'Neem contact met ons op', de: 'Kontaktieren Sie uns', fr: 'Contactez-nous', en: 'Contact us' },
  subtitle: {
    nl: 'Wij leveren in heel Europa. Vertel ons wat u nodig hebt, dan antwoorden we binnen 24 uur.',
    de: 'Wir liefern in ganz Europa. Sagen Sie uns, was Sie brauchen, und wir antworten innerhalb von 24 Stunden.',
    fr: "Nous livrons dans toute l'Europe. Dites-nous ce dont vous avez besoin et nous vous répondrons sous 24 heures.",
    en: 'We deliver across Europe. Tell us what you need and we will reply within 24 hours.',
  },
} as const satisfies Record<string, LocalizedText>;

const inEveryLanguage = (build: (language: Language) => SectionTranslation): SectionTranslations =>
  Object.fromEntries(LANGUAGES.map((language) => [language, build(language)]));

const emptyTranslation: Omit<SectionTranslation, 'title'> = {
  subtitle: null,
  contentHtml: null,
  imageUrl: null,
  imageAlt: null,
  buttonText: null,
  buttonUrl: null,
  highlightBoxes: [],
};

/** The container carousel added at 2.5 when a page has none; its button falls back to 'View All'. */
export const injectedCarouselSection = (): Section => ({
  id: INJECTED_CAROUSEL_ID,
  type: 'container_carousel',
  orderIndex: INJECTED_CAROUSEL_ORDER_INDEX,
  backgroundColor: null,
  backgroundGradient: null,
  paddingTop: null,
  paddingBottom: null,
  translations: inEveryLanguage((language) => ({
    ...emptyTranslation,
    title: CAROUSEL_TEXTS.title[language],
    subtitle: CAROUSEL_TEXTS.subtitle[language],
    buttonUrl: `/${language}/container`,
  })),
});

/** The leasing section added when a page has none; its id gives it the leasing treatment. */
export const injectedLeasingSection = (orderIndex: number): Section => ({
  id: LEASING_SECTION_ID,
  type: 'content_with_image_left',
  orderIndex,
  backgroundColor: '#f5f5f5',
  backgroundGradient: null,
  paddingTop: '4rem',
  paddingBottom: '4rem',
  translations: inEveryLanguage((language) => ({
    ...emptyTranslation,
    title: LEASING_TEXTS.title[language],
    subtitle: LEASING_TEXTS.subtitle[language],
    contentHtml: LEASING_TEXTS.contentHtml[language],
    buttonText: LEASING_TEXTS.buttonText[language],
    buttonUrl: `/${language}/leasing`,
  })),
});
