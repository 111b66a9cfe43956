import type { LocalizedText } from '../../domain/shared/language.js';

interface PageText {
  readonly title: LocalizedText;
  readonly description: LocalizedText;
}

const SHOP = 'Container Shop';

const HOME_TEXT: PageText = {
    title: { nl: `Zeecontainers kopen, huren en leasen | ${SHOP}`, de: `Seecontainer kaufen, mieten und leasen | ${SHOP}`, fr: `Acheter, louer et leaser des conteneurs maritimes | ${SHOP}`, en: `Buy, rent and lease shipping containers | ${SHOP}` },
    description: {
      nl: 'Nieuwe en gebruikte zeecontainers van 6ft tot 45ft, geleverd vanuit Antwerpen in België, Nederland, Duitsland en Frankrijk.',
      de: 'Neue und gebrauchte Seecontainer von 6ft bis 45ft, geliefert ab Antwerpen nach Belgien, in die Niederlande, nach Deutschland und Frankreich.',
      fr: "Conteneurs maritimes neufs et d'occasion de 6ft à 45ft, livrés depuis Anvers en Belgique, aux Pays-Bas, en Allemagne et en France.",
      en: 'New and used shipping containers from 6ft to 45ft, delivered from Antwerp to Belgium, the Netherlands, Germany and France.',
    },
};

/** Title and description of the fixed storefront pages, by their path after the language. */
export const PAGE_TEXTS: Readonly<Record<string, PageText>> = {
  '': HOME_TEXT,
  container: {
    title: { nl: `Onze containers | ${SHOP}`, de: `Unsere Container | ${SHOP}`, fr: `Nos conteneurs | ${SHOP}`, en: `Our Containers | ${SHOP}` },
    description: {
      nl: 'Alle zeecontainers te koop: 6ft tot 45ft, dry, high cube, reefer en speciale containers, met prijzen en transport.',
      de: 'Alle Seecontainer zum Kauf: 6ft bis 45ft, Dry, High Cube, Reefer und Spezialcontainer, mit Preisen und Transport.',
      fr: 'Tous les conteneurs maritimes à vendre : 6ft à 45ft, dry, high cube, reefer et conteneurs spéciaux, avec prix et transport.',
      en: 'Every shipping container for sale: 6ft to 45ft, dry, high cube, reefer and special containers, with prices and transport.',
    },
  },
  cart: {
    title: { nl: `Winkelwagen | ${SHOP}`, de: `Warenkorb | ${SHOP}`, fr: `Panier | ${SHOP}`, en: `Shopping Cart | ${SHOP}` },
    description: { nl: 'Je winkelwagen.', de: 'Ihr Warenkorb.', fr: 'Votre panier.', en: 'Your shopping cart.' },
  },
  'cart-checkout': {
    title: { nl: `Afrekenen | ${SHOP}`, de: `Kasse | ${SHOP}`, fr: `Commande | ${SHOP}`, en: `Checkout | ${SHOP}` },
    description: { nl: 'Bestelling afronden.', de: 'Bestellung abschließen.', fr: 'Finaliser la commande.', en: 'Complete your order.' },
  },
};

/** Pages whose texts are not in the table use the home page's. */
export const pageTextFor = (path: string): PageText => PAGE_TEXTS[path] ?? HOME_TEXT;
