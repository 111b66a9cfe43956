import type { LocalizedText } from '../shared/language.js';

/** The slim notice on every page of the demo (storefront and admin); never shown in live mode. */
export const DEMO_NOTICE: LocalizedText = {
  nl: 'Demoshop: betalingen worden gesimuleerd en e-mails worden naar bestanden geschreven.',
  de: 'Demo-Shop: Zahlungen werden simuliert und E-Mails in Dateien geschrieben.',
  fr: 'Boutique de démo : les paiements sont simulés et les e-mails sont écrits dans des fichiers.',
  en: 'Demo shop: payments are simulated and emails are written to files.',
};

/** The name of the landmark holding the notice (screen readers list it among the page's regions). */
export const DEMO_NOTICE_LABEL: LocalizedText = {
  nl: 'Demomelding',
  de: 'Demo-Hinweis',
  fr: 'Avis de démonstration',
  en: 'Demo notice',
};
