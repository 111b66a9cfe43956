import type { LocalizedText } from '../../domain/shared/language.js';

/** What the product editor's API answers; the spec's wording where it gives one. */
export const ADMIN_CATALOGUE_MESSAGES = {
  productNotFound: {
    en: 'Product not found',
    nl: 'Product niet gevonden',
    de: 'Produkt nicht gefunden',
    fr: 'Produit introuvable',
  },
  slugTaken: {
    en: 'This slug is already used by another product ({language})',
    nl: 'Deze slug wordt al gebruikt door een ander product ({language})',
    de: 'Dieser Slug wird bereits von einem anderen Produkt verwendet ({language})',
    fr: 'Ce slug est déjà utilisé par un autre produit ({language})',
  },
  dutchRequired: {
    en: 'A Dutch (nl) translation is required',
    nl: 'Een Nederlandse (nl) vertaling is verplicht',
    de: 'Eine niederländische (nl) Übersetzung ist erforderlich',
    fr: 'Une traduction néerlandaise (nl) est obligatoire',
  },
  required: {
    en: 'This field is required',
    nl: 'Dit veld is verplicht',
    de: 'Dieses Feld ist erforderlich',
    fr: 'Ce champ est obligatoire',
  },
  invalidSlug: {
    en: 'Use lowercase letters, digits and single hyphens only',
    nl: 'Gebruik alleen kleine letters, cijfers en enkele koppeltekens',
    de: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden',
    fr: 'Utilisez uniquement des minuscules, des chiffres et des tirets simples',
  },
  invalidImageUrl: {
    en: 'Enter an image URL (a path on this site or an https address)',
    nl: 'Voer een afbeeldings-URL in (een pad op deze site of een https-adres)',
    de: 'Geben Sie eine Bild-URL ein (ein Pfad dieser Website oder eine https-Adresse)',
    fr: "Saisissez l'URL d'une image (un chemin de ce site ou une adresse https)",
  },
  conditionImageNotFound: {
    en: 'Condition image not found',
    nl: 'Conditieafbeelding niet gevonden',
    de: 'Zustandsbild nicht gefunden',
    fr: "Image d'état introuvable",
  },
  conditionInfoCreateFailed: {
    en: 'Failed to create condition info',
    nl: 'Aanmaken van conditie-informatie mislukt',
    de: 'Zustandsinformationen konnten nicht erstellt werden',
    fr: "Échec de la création des informations sur l'état",
  },
  conditionInfoSaveFailed: {
    en: 'Failed to save changes.',
    nl: 'Wijzigingen opslaan mislukt.',
    de: 'Änderungen konnten nicht gespeichert werden.',
    fr: "Échec de l'enregistrement des modifications.",
  },
} as const satisfies Record<string, LocalizedText>;
