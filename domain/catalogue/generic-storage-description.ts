import type { Language } from '../shared/language.js';

/** The generic storage-container text shown when a product has no real description. */
export interface GenericStorageDescription {
  readonly title: string;
  readonly intro: string;
  readonly featuresHeading: string;
  readonly features: readonly string[];
  readonly applicationsHeading: string;
  readonly applications: readonly string[];
  readonly whyChooseUsHeading: string;
  readonly whyChooseUs: readonly string[];
}

export const GENERIC_STORAGE_DESCRIPTION: Readonly<Record<Language, GenericStorageDescription>> = {
  nl: {
    title: 'Opslagcontainer: veilig, droog en veelzijdig',
    intro:
      'Deze container biedt een veilige, wind- en waterdichte opslagruimte op uw eigen terrein. Dankzij de stevige stalen constructie, de afsluitbare deuren en de snelle plaatsing is hij een praktische oplossing voor bedrijven en particulieren.',
    featuresHeading: 'Kenmerken',
    features: [
      'Robuuste, weerbestendige stalen constructie',
      'Wind- en waterdicht',
      'Afsluitbare dubbele deuren',
      'Direct klaar voor gebruik bij levering',
      'Verkrijgbaar nieuw en gebruikt',
    ],
    applicationsHeading: 'Ideale toepassingen',
    applications: [
      'Opslag van gereedschap, machines en materialen',
      'Archief- en voorraadopslag',
      'Tijdelijke opslag bij verbouwingen of verhuizingen',
      'Bouwplaatsen en evenementen',
      'Land- en tuinbouw',
    ],
    whyChooseUsHeading: 'Waarom voor ons kiezen?',
    whyChooseUs: [
      'Jarenlange ervaring in de verkoop en verhuur van containers',
      'Snelle levering in heel Europa',
      'Aanpassingen volgens uw wensen',
      'Persoonlijk advies van onze experts',
    ],
  },
  de: {
    title: 'Lagercontainer: sicher, trocken und vielseitig',
    intro:
      'Dieser Container bietet sicheren, wind- und wasserdichten Lagerraum auf Ihrem eigenen Gelände. Die robuste Stahlkonstruktion, die abschließbaren Türen und die schnelle Aufstellung machen ihn zu einer praktischen Lösung für Unternehmen und Privatpersonen.',
    featuresHeading: 'Merkmale',
    features: [
      'Robuste, wetterfeste Stahlkonstruktion',
      'Wind- und wasserdicht',
      'Abschließbare Doppeltüren',
      'Bei Lieferung sofort einsatzbereit',
      'Neu und gebraucht erhältlich',
    ],
    applicationsHeading: 'Ideale Einsatzbereiche',
    applications: [
      'Lagerung von Werkzeugen, Maschinen und Material',
      'Archiv- und Vorratslager',
      'Zwischenlagerung bei Renovierungen oder Umzügen',
      'Baustellen und Veranstaltungen',
      'Land- und Gartenbau',
    ],
    whyChooseUsHeading: 'Warum wir?',
    whyChooseUs: [
      'Langjährige Erfahrung im Verkauf und in der Vermietung von Containern',
      'Schnelle Lieferung in ganz Europa',
      'Umbauten nach Ihren Wünschen',
      'Persönliche Beratung durch unsere Experten',
    ],
  },
  fr: {
    title: 'Conteneur de stockage : sûr, sec et polyvalent',
    intro:
      'Ce conteneur offre un espace de stockage sûr, étanche au vent et à l’eau, sur votre propre terrain. Sa structure robuste en acier, ses portes verrouillables et son installation rapide en font une solution pratique pour les entreprises comme pour les particuliers.',
    featuresHeading: 'Caractéristiques',
    features: [
      'Structure en acier robuste et résistante aux intempéries',
      'Étanche au vent et à l’eau',
      'Doubles portes verrouillables',
      'Prêt à l’emploi dès la livraison',
      'Disponible neuf et d’occasion',
    ],
    applicationsHeading: 'Applications idéales',
    applications: [
      'Stockage d’outils, de machines et de matériaux',
      'Archives et stocks',
      'Stockage temporaire pendant une rénovation ou un déménagement',
      'Chantiers et événements',
      'Agriculture et horticulture',
    ],
    whyChooseUsHeading: 'Pourquoi nous choisir ?',
    whyChooseUs: [
      'Des années d’expérience dans la vente et la location de conteneurs',
      'Livraison rapide dans toute l’Europe',
      'Transformations selon vos souhaits',
      'Conseils personnalisés de nos experts',
    ],
  },
  en: {
    title: 'Storage container: secure, dry and versatile',
    intro:
      'This container offers secure, wind- and watertight storage space on your own site. Its sturdy steel construction, lockable doors and quick placement make it a practical solution for businesses and private customers alike.',
    featuresHeading: 'Features',
    features: [
      'Robust, weather-resistant steel construction',
      'Wind- and watertight',
      'Lockable double doors',
      'Ready to use on delivery',
      'Available new and used',
    ],
    applicationsHeading: 'Ideal applications',
    applications: [
      'Storage of tools, machinery and materials',
      'Archive and stock storage',
      'Temporary storage during renovations or moves',
      'Construction sites and events',
      'Agriculture and horticulture',
    ],
    whyChooseUsHeading: 'Why choose us?',
    whyChooseUs: [
      'Years of experience in selling and renting containers',
      'Fast delivery across Europe',
      'Modifications to your wishes',
      'Personal advice from our experts',
    ],
  },
};
