import type { LocalizedText } from '../shared/language.js';

/** Every text the Redirect Manager, its importer and the redirect test show. */
export const REDIRECT_MESSAGES = {
  noMatch: {
    en: 'No redirect rule matches this URL.',
    nl: 'Geen enkele omleidingsregel komt overeen met deze URL.',
    de: 'Keine Weiterleitungsregel passt zu dieser URL.',
    fr: 'Aucune règle de redirection ne correspond à cette URL.',
  },
  empty: {
    en: 'The path is empty.',
    nl: 'Het pad is leeg.',
    de: 'Der Pfad ist leer.',
    fr: 'Le chemin est vide.',
  },
  absoluteUrl: {
    en: 'Use a path on this site that starts with /, not a full URL.',
    nl: 'Gebruik een pad op deze site dat met / begint, geen volledige URL.',
    de: 'Verwenden Sie einen Pfad auf dieser Website, der mit / beginnt, keine vollständige URL.',
    fr: 'Utilisez un chemin de ce site commençant par /, pas une URL complète.',
  },
  protocolRelative: {
    en: 'A path may not start with //.',
    nl: 'Een pad mag niet met // beginnen.',
    de: 'Ein Pfad darf nicht mit // beginnen.',
    fr: 'Un chemin ne peut pas commencer par //.',
  },
  backslash: {
    en: 'A path may not contain backslashes.',
    nl: 'Een pad mag geen backslashes bevatten.',
    de: 'Ein Pfad darf keine Backslashes enthalten.',
    fr: 'Un chemin ne peut pas contenir de barres obliques inverses.',
  },
  controlCharacter: {
    en: 'A path may not contain control characters.',
    nl: 'Een pad mag geen stuurtekens bevatten.',
    de: 'Ein Pfad darf keine Steuerzeichen enthalten.',
    fr: 'Un chemin ne peut pas contenir de caractères de contrôle.',
  },
  whitespace: {
    en: 'A path may not contain spaces.',
    nl: 'Een pad mag geen spaties bevatten.',
    de: 'Ein Pfad darf keine Leerzeichen enthalten.',
    fr: "Un chemin ne peut pas contenir d'espaces.",
  },
  dotSegment: {
    en: 'A path may not contain . or .. segments.',
    nl: 'Een pad mag geen segmenten . of .. bevatten.',
    de: 'Ein Pfad darf keine Segmente . oder .. enthalten.',
    fr: 'Un chemin ne peut pas contenir de segments . ou ..',
  },
  queryInSource: {
    en: 'The old path may not contain a query string or #fragment.',
    nl: 'Het oude pad mag geen querystring of #fragment bevatten.',
    de: 'Der alte Pfad darf keinen Query-String und kein #Fragment enthalten.',
    fr: "L'ancien chemin ne peut pas contenir de chaîne de requête ni de #fragment.",
  },
  unsupportedPattern: {
    en: 'Only the :lang placeholder is supported; * and other placeholders are not.',
    nl: 'Alleen de plaatshouder :lang wordt ondersteund; * en andere plaatshouders niet.',
    de: 'Nur der Platzhalter :lang wird unterstützt, * und andere Platzhalter nicht.',
    fr: 'Seul le paramètre :lang est pris en charge ; * et les autres paramètres ne le sont pas.',
  },
  unboundPlaceholder: {
    en: 'The new path uses :lang, so the old path must use it too.',
    nl: 'Het nieuwe pad gebruikt :lang, dus het oude pad moet dat ook doen.',
    de: 'Der neue Pfad verwendet :lang, daher muss der alte Pfad es auch verwenden.',
    fr: "Le nouveau chemin utilise :lang, l'ancien chemin doit donc l'utiliser aussi.",
  },
  tooLong: {
    en: 'A path may be at most {max} characters long.',
    nl: 'Een pad mag hoogstens {max} tekens lang zijn.',
    de: 'Ein Pfad darf höchstens {max} Zeichen lang sein.',
    fr: 'Un chemin peut comporter au maximum {max} caractères.',
  },
  invalidStatus: {
    en: 'Status code must be 301, 302 or 200.',
    nl: 'De statuscode moet 301, 302 of 200 zijn.',
    de: 'Der Statuscode muss 301, 302 oder 200 sein.',
    fr: 'Le code de statut doit être 301, 302 ou 200.',
  },
  selfRedirect: {
    en: 'The old path and the new path are the same.',
    nl: 'Het oude en het nieuwe pad zijn hetzelfde.',
    de: 'Alter und neuer Pfad sind identisch.',
    fr: "L'ancien et le nouveau chemin sont identiques.",
  },
  duplicateSource: {
    en: 'This old path is already redirected on line {line}.',
    nl: 'Dit oude pad wordt al omgeleid op regel {line}.',
    de: 'Dieser alte Pfad wird bereits in Zeile {line} umgeleitet.',
    fr: 'Cet ancien chemin est déjà redirigé à la ligne {line}.',
  },
  loop: {
    en: 'These rules form a redirect loop (lines {lines}).',
    nl: 'Deze regels vormen een omleidingslus (regels {lines}).',
    de: 'Diese Regeln bilden eine Weiterleitungsschleife (Zeilen {lines}).',
    fr: 'Ces règles forment une boucle de redirection (lignes {lines}).',
  },
  chain: {
    en: 'The new path is itself redirected on line {line}; point this rule at the final address.',
    nl: 'Het nieuwe pad wordt zelf omgeleid op regel {line}; laat deze regel naar het eindadres wijzen.',
    de: 'Der neue Pfad wird selbst in Zeile {line} umgeleitet; lassen Sie diese Regel auf die endgültige Adresse zeigen.',
    fr: "Le nouveau chemin est lui-même redirigé à la ligne {line} ; faites pointer cette règle vers l'adresse finale.",
  },
} as const satisfies Record<string, LocalizedText>;

/** Fills `{name}` placeholders in every language of a message. */
export { fillLocalized } from '../shared/language.js';
