import type { LocalizedText } from '../shared/language.js';

/** Loading placeholders on the product and rental lists. */
export const LISTING_SKELETON_COUNT = 6;
/** Cards in the home page's container carousel and in the landing-page variant. */
export const HOME_CAROUSEL_MAX_PRODUCTS = 8;
export const LANDING_CAROUSEL_MAX_PRODUCTS = 6;

/** Texts of the product listing, the container carousels and the rental list. */
export const LISTING_TEXTS = {
  ourContainers: { nl: 'Onze Containers', de: 'Unsere Container', fr: 'Nos Conteneurs', en: 'Our Containers' },
  addProduct: { nl: 'Product toevoegen', de: 'Produkt hinzufügen', fr: 'Ajouter un produit', en: 'Add Product' },
  loadError: {
    nl: 'Fout bij het laden van producten. Probeer het later opnieuw.',
    de: 'Fehler beim Laden der Produkte. Bitte versuchen Sie es später erneut.',
    fr: 'Erreur lors du chargement des produits. Veuillez réessayer plus tard.',
    en: 'Error loading products. Please try again later.',
  },
  outOfStock: { nl: 'Niet op voorraad', de: 'Nicht auf Lager', fr: 'En rupture de stock', en: 'Out of Stock' },
  edit: { nl: 'Bewerken', de: 'Bearbeiten', fr: 'Modifier', en: 'Edit' },
  delete: { nl: 'Verwijderen', de: 'Löschen', fr: 'Supprimer', en: 'Delete' },
  cancel: { nl: 'Annuleren', de: 'Abbrechen', fr: 'Annuler', en: 'Cancel' },
  deleteConfirmTitle: { nl: 'Weet u het zeker?', de: 'Sind Sie sicher?', fr: 'Êtes-vous sûr ?', en: 'Are you sure?' },
  /** {title} is the product title. */
  deleteConfirmText: {
    nl: 'Deze actie kan niet ongedaan worden gemaakt. Het product "{title}" en al zijn vertalingen worden definitief verwijderd.',
    de: 'Diese Aktion kann nicht rückgängig gemacht werden. Das Produkt "{title}" und alle seine Übersetzungen werden endgültig gelöscht.',
    fr: 'Cette action est irréversible. Le produit « {title} » et toutes ses traductions seront définitivement supprimés.',
    en: 'This action cannot be undone. This will permanently delete the product "{title}" and all its translations.',
  },
  viewAll: { nl: 'Bekijk alles', de: 'Alle anzeigen', fr: 'Voir tout', en: 'View All' },
  swipeHint: { nl: 'Veeg voor meer', de: 'Wischen für mehr', fr: 'Balayez pour voir plus', en: 'Swipe to see more' },
  rentContainers: { nl: 'Containers huren', de: 'Container mieten', fr: 'Louer des conteneurs', en: 'Rent Containers' },
  rent: { nl: 'Huren', de: 'Mieten', fr: 'Louer', en: 'Rent' },
  noRentalContainers: {
    nl: 'Geen beschikbare huurcontainers gevonden',
    de: 'Keine verfügbaren Mietcontainer gefunden',
    fr: 'Aucun conteneur de location disponible trouvé',
    en: 'No available rental containers found',
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;
