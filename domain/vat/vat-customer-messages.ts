import type { LocalizedText } from '../shared/language.js';

export const VAT_CUSTOMER_MESSAGES = {
  companyNameRequired: {
    nl: 'Vul de bedrijfsnaam in.',
    de: 'Bitte geben Sie den Firmennamen ein.',
    fr: "Veuillez indiquer le nom de l'entreprise.",
    en: 'Please enter the company name.',
  },
  companyNameTooLong: {
    nl: 'De bedrijfsnaam is te lang (maximaal 200 tekens).',
    de: 'Der Firmenname ist zu lang (höchstens 200 Zeichen).',
    fr: "Le nom de l'entreprise est trop long (200 caractères au maximum).",
    en: 'The company name is too long (200 characters at most).',
  },
  vatNumberRequired: {
    nl: 'Vul het btw-nummer van het bedrijf in.',
    de: 'Bitte geben Sie die USt-IdNr. des Unternehmens ein.',
    fr: "Veuillez indiquer le numéro de TVA de l'entreprise.",
    en: "Please enter the company's VAT number.",
  },
} as const satisfies Record<string, LocalizedText>;
