import type { Language, LocalizedText } from '../shared/language.js';

/** The not-found card appears after at most this long (the redirects run first). */
export const NOT_FOUND_DELAY_MS = 2000;
/** Similar products and similar landing pages, each. */
export const MAX_SUGGESTIONS = 3;

export const NOT_FOUND_TEXTS = {
  title: { nl: 'Pagina niet gevonden', de: 'Seite nicht gefunden', fr: 'Page introuvable', en: 'Page not found' },
  message: {
    nl: 'De pagina die u zoekt bestaat niet of is verplaatst.',
    de: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    fr: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    en: 'The page you are looking for does not exist or has been moved.',
  },
  similarProducts: { nl: 'Vergelijkbare producten', de: 'Ähnliche Produkte', fr: 'Produits similaires', en: 'Similar products' },
  similarPages: { nl: 'Vergelijkbare pagina’s', de: 'Ähnliche Seiten', fr: 'Pages similaires', en: 'Similar pages' },
  returnHome: { nl: 'Terug naar home', de: 'Zurück zur Startseite', fr: 'Retour à l’accueil', en: 'Return to Home' },
  browseProducts: { nl: 'Bekijk producten', de: 'Produkte ansehen', fr: 'Voir les produits', en: 'Browse Products' },
} as const satisfies Readonly<Record<string, LocalizedText>>;

/** The card's two buttons. */
export const notFoundLinks = (language: Language): { readonly home: string; readonly products: string } => ({
  home: `/${language}`,
  products: `/${language}/container`,
});

export const productSuggestionPath = (language: Language, slug: string): string =>
  `/${language}/container/${encodeURIComponent(slug)}`;

export const landingPageSuggestionPath = (language: Language, slug: string): string =>
  `/${language}/pages/${encodeURIComponent(slug)}`;
