import type { LocalizedText } from '../../domain/shared/language.js';

export const REDIRECT_ADMIN_MESSAGES = {
  notFound: { nl: 'Deze redirect bestaat niet.', de: 'Diese Weiterleitung existiert nicht.', fr: "Cette redirection n'existe pas.", en: 'This redirect does not exist.' },
  oldPathTaken: {
    nl: 'Voor dit oude pad bestaat al een redirect.',
    de: 'Für diesen alten Pfad gibt es bereits eine Weiterleitung.',
    fr: 'Une redirection existe déjà pour cet ancien chemin.',
    en: 'A redirect for this old path already exists.',
  },
  nothingToImport: {
    nl: 'Er is niets om te importeren.',
    de: 'Es gibt nichts zu importieren.',
    fr: "Il n'y a rien à importer.",
    en: 'There is nothing to import.',
  },
} as const satisfies Record<string, LocalizedText>;
