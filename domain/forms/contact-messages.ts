import type { LocalizedText } from '../shared/language.js';

/** The contact page's schema messages are the spec's; the home and landing forms reuse the plain ones. */
export const CONTACT_MESSAGES = {
  nameMin: {
    en: 'Name must be at least 2 characters.',
    nl: 'Naam moet minstens 2 tekens bevatten.',
    de: 'Der Name muss mindestens 2 Zeichen lang sein.',
    fr: 'Le nom doit contenir au moins 2 caractères.',
  },
  emailInvalid: {
    en: 'Please enter a valid email address.',
    nl: 'Voer een geldig e-mailadres in.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    fr: 'Veuillez saisir une adresse e-mail valide.',
  },
  subjectMin: {
    en: 'Subject must be at least 2 characters.',
    nl: 'Onderwerp moet minstens 2 tekens bevatten.',
    de: 'Der Betreff muss mindestens 2 Zeichen lang sein.',
    fr: 'Le sujet doit contenir au moins 2 caractères.',
  },
  messageMin: {
    en: 'Message must be at least 10 characters.',
    nl: 'Bericht moet minstens 10 tekens bevatten.',
    de: 'Die Nachricht muss mindestens 10 Zeichen lang sein.',
    fr: 'Le message doit contenir au moins 10 caractères.',
  },
  messageRequired: {
    en: 'Message is required',
    nl: 'Bericht is verplicht',
    de: 'Nachricht ist erforderlich',
    fr: 'Le message est obligatoire',
  },
  sourceInvalid: {
    en: 'The form source must be contact_page, home or landing.',
    nl: 'De formulierbron moet contact_page, home of landing zijn.',
    de: 'Die Formularquelle muss contact_page, home oder landing sein.',
    fr: 'La source du formulaire doit être contact_page, home ou landing.',
  },
  attachmentInvalid: {
    en: 'Unknown attachment',
    nl: 'Onbekende bijlage',
    de: 'Unbekannter Anhang',
    fr: 'Pièce jointe inconnue',
  },
} as const satisfies Record<string, LocalizedText>;
