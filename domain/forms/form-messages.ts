import type { LocalizedText } from '../shared/language.js';

/** Messages shared by the forms; the English is the spec's wording where the spec has one. */
export const FORM_MESSAGES = {
  invalidValue: {
    en: 'This value is not valid.',
    nl: 'Deze waarde is niet geldig.',
    de: 'Dieser Wert ist ungültig.',
    fr: "Cette valeur n'est pas valide.",
  },
  tooLong: {
    en: 'Must be at most {max} characters.',
    nl: 'Mag hoogstens {max} tekens bevatten.',
    de: 'Darf höchstens {max} Zeichen enthalten.',
    fr: 'Ne doit pas dépasser {max} caractères.',
  },
  singleLine: {
    en: 'Must not contain line breaks or control characters.',
    nl: 'Mag geen regeleinden of stuurtekens bevatten.',
    de: 'Darf keine Zeilenumbrüche oder Steuerzeichen enthalten.',
    fr: 'Ne doit pas contenir de sauts de ligne ni de caractères de contrôle.',
  },
  controlCharacters: {
    en: 'Must not contain control characters.',
    nl: 'Mag geen stuurtekens bevatten.',
    de: 'Darf keine Steuerzeichen enthalten.',
    fr: 'Ne doit pas contenir de caractères de contrôle.',
  },
  nameRequired: { en: 'Name is required', nl: 'Naam is verplicht', de: 'Name ist erforderlich', fr: 'Le nom est obligatoire' },
  emailRequired: {
    en: 'Email is required',
    nl: 'E-mailadres is verplicht',
    de: 'E-Mail ist erforderlich',
    fr: "L'e-mail est obligatoire",
  },
  emailInvalid: {
    en: 'Please enter a valid email',
    nl: 'Voer een geldig e-mailadres in',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    fr: 'Veuillez saisir un e-mail valide',
  },
  phoneRequired: {
    en: 'Phone is required',
    nl: 'Telefoonnummer is verplicht',
    de: 'Telefonnummer ist erforderlich',
    fr: 'Le téléphone est obligatoire',
  },
  phoneInvalid: {
    en: 'Please enter a valid phone number',
    nl: 'Voer een geldig telefoonnummer in',
    de: 'Bitte geben Sie eine gültige Telefonnummer ein',
    fr: 'Veuillez saisir un numéro de téléphone valide',
  },
  tooManyFiles: { en: 'Too many files', nl: 'Te veel bestanden', de: 'Zu viele Dateien', fr: 'Trop de fichiers' },
} as const satisfies Record<string, LocalizedText>;
