import type { LocalizedText } from '../shared/language.js';

/** The upload library's messages ('File type must be ...' etc.) and the admin image upload's. */
export const UPLOAD_MESSAGES = {
  fileType: {
    en: 'File type must be one of: {types}',
    nl: 'Bestandstype moet een van deze zijn: {types}',
    de: 'Der Dateityp muss einer der folgenden sein: {types}',
    fr: "Le type de fichier doit être l'un des suivants : {types}",
  },
  fileTooLarge: {
    en: 'File is larger than {max} bytes',
    nl: 'Bestand is groter dan {max} bytes',
    de: 'Die Datei ist größer als {max} Bytes',
    fr: 'Le fichier dépasse {max} octets',
  },
  fileTooSmall: {
    en: 'File is smaller than {min} bytes',
    nl: 'Bestand is kleiner dan {min} bytes',
    de: 'Die Datei ist kleiner als {min} Bytes',
    fr: 'Le fichier fait moins de {min} octets',
  },
  adminFileType: {
    en: 'File type not supported',
    nl: 'Bestandstype niet ondersteund',
    de: 'Dateityp wird nicht unterstützt',
    fr: 'Type de fichier non pris en charge',
  },
  adminFileTooLarge: {
    en: 'File too large. Maximum size: {max}KB',
    nl: 'Bestand te groot. Maximale grootte: {max}KB',
    de: 'Datei zu groß. Maximale Größe: {max}KB',
    fr: 'Fichier trop volumineux. Taille maximale : {max} Ko',
  },
  adminUploadFailed: {
    en: 'Error uploading image.',
    nl: 'Fout bij het uploaden van de afbeelding.',
    de: 'Fehler beim Hochladen des Bildes.',
    fr: "Erreur lors du téléversement de l'image.",
  },
} as const satisfies Record<string, LocalizedText>;
