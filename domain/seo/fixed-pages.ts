import type { LocalizedText } from '../shared/language.js';

/** What a fixed page of the site is called: its document title, its description for search engines, its breadcrumb name. */
export interface FixedPage {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly breadcrumb: LocalizedText;
  /** False for private pages (cart, checkout, confirmation, sign-in, admin): `noindex`, not in the sitemap. */
  readonly indexable: boolean;
}

export const SHOP_NAME = 'Container Shop';

const titled = (names: LocalizedText): LocalizedText => ({
  nl: `${names.nl} | ${SHOP_NAME}`,
  de: `${names.de} | ${SHOP_NAME}`,
  fr: `${names.fr} | ${SHOP_NAME}`,
  en: `${names.en} | ${SHOP_NAME}`,
});

const page = (breadcrumb: LocalizedText, description: LocalizedText, indexable = true, title: LocalizedText = titled(breadcrumb)): FixedPage => ({
  title,
  description,
  breadcrumb,
  indexable,
});

const HOME = page(
  { nl: 'Home', de: 'Startseite', fr: 'Accueil', en: 'Home' },
  {
    nl: 'Nieuwe en gebruikte zeecontainers van 6ft tot 45ft, geleverd vanuit Antwerpen in België, Nederland, Duitsland en Frankrijk.',
    de: 'Neue und gebrauchte Seecontainer von 6ft bis 45ft, geliefert ab Antwerpen nach Belgien, in die Niederlande, nach Deutschland und Frankreich.',
    fr: "Conteneurs maritimes neufs et d'occasion de 6ft à 45ft, livrés depuis Anvers en Belgique, aux Pays-Bas, en Allemagne et en France.",
    en: 'New and used shipping containers from 6ft to 45ft, delivered from Antwerp to Belgium, the Netherlands, Germany and France.',
  },
  true,
  titled({ nl: 'Zeecontainers kopen, huren en leasen', de: 'Seecontainer kaufen, mieten und leasen', fr: 'Acheter, louer et leaser des conteneurs maritimes', en: 'Buy, rent and lease shipping containers' }),
);

const PRIVATE_DESCRIPTION: LocalizedText = {
  nl: 'Container Shop: zeecontainers kopen, huren en leasen.',
  de: 'Container Shop: Seecontainer kaufen, mieten und leasen.',
  fr: 'Container Shop : acheter, louer et leaser des conteneurs maritimes.',
  en: 'Container Shop: buy, rent and lease shipping containers.',
};

const ADMIN = page({ nl: 'Beheer', de: 'Verwaltung', fr: 'Administration', en: 'Admin' }, PRIVATE_DESCRIPTION, false);

/** The fixed pages by their path after the language (both specs' route tables). */
const FIXED_PAGES: Readonly<Record<string, FixedPage>> = {
  '': HOME,
  container: page(
    { nl: 'Onze containers', de: 'Unsere Container', fr: 'Nos conteneurs', en: 'Our Containers' },
    {
      nl: 'Alle zeecontainers te koop: 6ft tot 45ft, dry, high cube, reefer en speciale containers, met prijzen en transport.',
      de: 'Alle Seecontainer zum Kauf: 6ft bis 45ft, Dry, High Cube, Reefer und Spezialcontainer, mit Preisen und Transport.',
      fr: 'Tous les conteneurs maritimes à vendre : 6ft à 45ft, dry, high cube, reefer et conteneurs spéciaux, avec prix et transport.',
      en: 'Every shipping container for sale: 6ft to 45ft, dry, high cube, reefer and special containers, with prices and transport.',
    },
  ),
  rent: page(
    { nl: 'Containers huren', de: 'Container mieten', fr: 'Louer des conteneurs', en: 'Rent Containers' },
    {
      nl: 'Huur een opslag- of zeecontainer per dag, van 4ft tot 45ft, geleverd op uw adres in België, Nederland, Duitsland of Frankrijk.',
      de: 'Mieten Sie einen Lager- oder Seecontainer tageweise, von 4ft bis 45ft, geliefert an Ihre Adresse in Belgien, den Niederlanden, Deutschland oder Frankreich.',
      fr: 'Louez un conteneur de stockage ou maritime à la journée, de 4ft à 45ft, livré chez vous en Belgique, aux Pays-Bas, en Allemagne ou en France.',
      en: 'Rent a storage or shipping container by the day, from 4ft to 45ft, delivered to your address in Belgium, the Netherlands, Germany or France.',
    },
  ),
  leasing: page(
    { nl: 'Containers leasen', de: 'Container leasen', fr: 'Leasing de conteneurs', en: 'Container Leasing' },
    {
      nl: 'Lease zeecontainers met een vaste maandprijs: drie formules, vier containertypes, onderhoud en flexibele looptijden.',
      de: 'Leasen Sie Seecontainer zu einem festen Monatspreis: drei Modelle, vier Containertypen, Wartung und flexible Laufzeiten.',
      fr: 'Louez des conteneurs maritimes en leasing à prix mensuel fixe : trois formules, quatre types de conteneurs, entretien et durées flexibles.',
      en: 'Lease shipping containers at a fixed monthly price: three plans, four container types, maintenance and flexible terms.',
    },
  ),
  modifications: page(
    { nl: 'Containermodificaties', de: 'Containerumbauten', fr: 'Modifications de conteneurs', en: 'Container Modifications' },
    {
      nl: 'Ramen, deuren, isolatie, elektriciteit en kleur: wij bouwen uw zeecontainer om tot kantoor, werkplaats of opslag op maat.',
      de: 'Fenster, Türen, Isolierung, Elektrik und Farbe: Wir bauen Ihren Seecontainer zum Büro, zur Werkstatt oder zum Lager nach Maß um.',
      fr: 'Fenêtres, portes, isolation, électricité et couleur : nous transformons votre conteneur en bureau, atelier ou stockage sur mesure.',
      en: 'Windows, doors, insulation, electrics and colour: we convert your shipping container into an office, workshop or storage to measure.',
    },
  ),
  'koelcontainers-reefers-vriescontainers': page(
    { nl: 'Koelcontainers en vriescontainers', de: 'Kühlcontainer und Tiefkühlcontainer', fr: 'Conteneurs frigorifiques et de congélation', en: 'Refrigerated and Freezer Containers' },
    {
      nl: 'Koelcontainers, reefers en vriescontainers te koop en te huur, van -30 °C tot +30 °C, klaar voor gebruik en geleverd.',
      de: 'Kühlcontainer, Reefer und Tiefkühlcontainer zum Kauf und zur Miete, von -30 °C bis +30 °C, einsatzbereit geliefert.',
      fr: 'Conteneurs frigorifiques, reefers et conteneurs de congélation à vendre et à louer, de -30 °C à +30 °C, livrés prêts à l’emploi.',
      en: 'Refrigerated containers, reefers and freezer containers for sale and rent, from -30 °C to +30 °C, delivered ready to use.',
    },
  ),
  contact: page(
    { nl: 'Contact', de: 'Kontakt', fr: 'Contact', en: 'Contact' },
    {
      nl: 'Neem contact op met Container Shop in Antwerpen: vraag een offerte, stel een vraag of stuur ons uw plannen.',
      de: 'Kontaktieren Sie Container Shop in Antwerpen: Angebot anfragen, Fragen stellen oder Pläne senden.',
      fr: 'Contactez Container Shop à Anvers : demandez un devis, posez une question ou envoyez-nous vos plans.',
      en: 'Contact Container Shop in Antwerp: request a quote, ask a question or send us your plans.',
    },
  ),
  blog: page(
    { nl: 'Blog', de: 'Blog', fr: 'Blog', en: 'Blog' },
    {
      nl: 'Tips, nieuws en kennis over zeecontainers kopen, huren, transporteren en ombouwen.',
      de: 'Tipps, Neuigkeiten und Wissen rund um Kauf, Miete, Transport und Umbau von Seecontainern.',
      fr: "Conseils, actualités et savoir-faire sur l'achat, la location, le transport et la transformation de conteneurs.",
      en: 'Tips, news and know-how on buying, renting, transporting and converting shipping containers.',
    },
  ),
  faq: page(
    { nl: 'Veelgestelde vragen', de: 'Häufige Fragen', fr: 'Questions fréquentes', en: 'Frequently Asked Questions' },
    {
      nl: 'Antwoorden op de meestgestelde vragen over zeecontainers, levering, betaling en huur.',
      de: 'Antworten auf die häufigsten Fragen zu Seecontainern, Lieferung, Zahlung und Miete.',
      fr: 'Réponses aux questions les plus fréquentes sur les conteneurs, la livraison, le paiement et la location.',
      en: 'Answers to the most common questions about shipping containers, delivery, payment and rental.',
    },
  ),
  'return-policy': page(
    { nl: 'Retourbeleid', de: 'Rückgaberichtlinie', fr: 'Politique de retour', en: 'Return Policy' },
    {
      nl: 'Ons retourbeleid: maatwerk, uitzonderingen, aanvaarding bij levering, kleurafwijkingen en hoe u een retour aanvraagt.',
      de: 'Unsere Rückgaberichtlinie: Sonderanfertigungen, Ausnahmen, Annahme bei Lieferung, Farbabweichungen und wie Sie eine Rückgabe beantragen.',
      fr: 'Notre politique de retour : commandes sur mesure, exceptions, acceptation à la livraison, écarts de couleur et demande de retour.',
      en: 'Our return policy: custom orders, exceptions, acceptance of delivery, colour deviations and how to request a return.',
    },
  ),
  'cookie-policy': page(
    { nl: 'Cookiebeleid', de: 'Cookie-Richtlinie', fr: 'Politique en matière de cookies', en: 'Cookie Policy' },
    {
      nl: 'Welke cookies deze website gebruikt, waarvoor, en hoe u uw keuze wijzigt.',
      de: 'Welche Cookies diese Website verwendet, wofür, und wie Sie Ihre Auswahl ändern.',
      fr: 'Les cookies utilisés par ce site, à quelles fins, et comment modifier votre choix.',
      en: 'Which cookies this website uses, what for, and how to change your choice.',
    },
  ),
  'privacy-statement': page(
    { nl: 'Privacyverklaring', de: 'Datenschutzerklärung', fr: 'Déclaration de confidentialité', en: 'Privacy Statement' },
    {
      nl: 'Hoe Container Shop uw persoonsgegevens verwerkt en beschermt, en welke rechten u hebt.',
      de: 'Wie Container Shop Ihre personenbezogenen Daten verarbeitet und schützt und welche Rechte Sie haben.',
      fr: 'Comment Container Shop traite et protège vos données personnelles, et quels sont vos droits.',
      en: 'How Container Shop processes and protects your personal data, and what your rights are.',
    },
  ),
  cart: page({ nl: 'Winkelwagen', de: 'Warenkorb', fr: 'Panier', en: 'Shopping Cart' }, PRIVATE_DESCRIPTION, false),
  checkout: page({ nl: 'Afrekenen', de: 'Kasse', fr: 'Commande', en: 'Checkout' }, PRIVATE_DESCRIPTION, false),
  'cart-checkout': page({ nl: 'Afrekenen', de: 'Kasse', fr: 'Commande', en: 'Checkout' }, PRIVATE_DESCRIPTION, false),
  'order-confirmation': page({ nl: 'Bestelbevestiging', de: 'Bestellbestätigung', fr: 'Confirmation de commande', en: 'Order Confirmation' }, PRIVATE_DESCRIPTION, false),
  auth: page({ nl: 'Inloggen', de: 'Anmelden', fr: 'Connexion', en: 'Sign In' }, PRIVATE_DESCRIPTION, false),
  offer: page({ nl: 'Uw offerte', de: 'Ihr Angebot', fr: 'Votre offre', en: 'Your Quotation' }, PRIVATE_DESCRIPTION, false),
  rental: page({ nl: 'Uw huur', de: 'Ihre Miete', fr: 'Votre location', en: 'Your Rental' }, PRIVATE_DESCRIPTION, false),
};

const ADMIN_PATH = /^(admin|redirect-manager)(\/|$)|^(container|products|blog)\/admin(\/|$)/;

/**
 * The fixed page at a path after the language, or null for the pages named
 * by their data (a product, a blog post, a landing page) and unknown paths.
 */
export const fixedPageFor = (pathAfterLanguage: string): FixedPage | null => {
  if (ADMIN_PATH.test(pathAfterLanguage)) return ADMIN;
  if (pathAfterLanguage.startsWith('order-confirmation/')) return FIXED_PAGES['order-confirmation'] ?? null;
  if (pathAfterLanguage.startsWith('offer/')) return FIXED_PAGES['offer'] ?? null;
  if (pathAfterLanguage.startsWith('rental/')) return FIXED_PAGES['rental'] ?? null;
  return FIXED_PAGES[pathAfterLanguage] ?? null;
};

/** The public fixed pages, for the sitemap. */
export const INDEXABLE_FIXED_PATHS: readonly string[] = Object.entries(FIXED_PAGES)
  .filter(([, fixed]) => fixed.indexable)
  .map(([path]) => path);

export const HOME_PAGE: FixedPage = HOME;
