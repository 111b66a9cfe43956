import type { LocalizedText } from '../shared/language.js';

/** What the customer reads at the VAT number field when the number cannot be right. */
export const VAT_NUMBER_MESSAGES = {
  empty: {
    nl: 'Vul het btw-nummer in.',
    de: 'Bitte geben Sie die USt-IdNr. ein.',
    fr: 'Veuillez indiquer le numéro de TVA.',
    en: 'Please enter the VAT number.',
  },
  characters: {
    nl: 'Een btw-nummer bevat geen „{character}”: schrijf alleen de letters en cijfers (spaties, punten en streepjes mogen).',
    de: 'Eine USt-IdNr. enthält kein „{character}“: bitte nur Buchstaben und Ziffern angeben (Leerzeichen, Punkte und Bindestriche sind erlaubt).',
    fr: "Un numéro de TVA ne contient pas de « {character} » : indiquez seulement ses lettres et ses chiffres (espaces, points et tirets acceptés).",
    en: 'A VAT number has no "{character}" in it: write only its letters and digits (spaces, dots and dashes are fine).',
  },
  unknownCountry: {
    nl: 'Begin het btw-nummer met de landcode van een EU-lidstaat, bijvoorbeeld BE, NL of DE.',
    de: 'Bitte beginnen Sie die USt-IdNr. mit dem Ländercode eines EU-Mitgliedstaats, z. B. DE, NL oder BE.',
    fr: "Commencez le numéro de TVA par le code pays d'un État membre de l'UE, par exemple BE, FR ou NL.",
    en: 'Start the VAT number with the country code of an EU member state, for example BE, NL or DE.',
  },
  format: {
    nl: 'Dit btw-nummer heeft niet de vorm van een {country}-btw-nummer: kijk het na.',
    de: 'Diese USt-IdNr. hat nicht das Format einer {country}-Nummer: bitte prüfen Sie sie.',
    fr: "Ce numéro de TVA n'a pas le format d'un numéro {country} : veuillez le vérifier.",
    en: 'This VAT number does not have the format of a {country} VAT number: please check it.',
  },
  checkDigits: {
    nl: 'Dit btw-nummer is niet geldig (de controlecijfers kloppen niet): kijk het na.',
    de: 'Diese USt-IdNr. ist ungültig (die Prüfziffer stimmt nicht): bitte prüfen Sie sie.',
    fr: "Ce numéro de TVA n'est pas valide (les chiffres de contrôle ne correspondent pas) : veuillez le vérifier.",
    en: 'This VAT number is not valid (its check digits do not match): please check it.',
  },
} as const satisfies Record<string, LocalizedText>;
