import type { LocalizedText } from '../../domain/shared/language.js';

/** The spec gives no wording for these cart answers; ours, in its tone. */
export const CART_NOT_FOUND: LocalizedText = {
  en: 'Cart not found',
  nl: 'Winkelwagen niet gevonden',
  de: 'Warenkorb nicht gefunden',
  fr: 'Panier introuvable',
};

export const CART_ITEM_NOT_FOUND: LocalizedText = {
  en: 'Cart item not found',
  nl: 'Artikel niet gevonden in de winkelwagen',
  de: 'Artikel nicht im Warenkorb gefunden',
  fr: 'Article introuvable dans le panier',
};

export const PRODUCT_NOT_FOUND: LocalizedText = {
  en: 'Product not found',
  nl: 'Product niet gevonden',
  de: 'Produkt nicht gefunden',
  fr: 'Produit introuvable',
};

export const PRODUCT_UNAVAILABLE: LocalizedText = {
  en: 'This product is currently not available, so it cannot be ordered directly. Please request a quote.',
  nl: 'Dit product is momenteel niet beschikbaar en kan daarom niet rechtstreeks besteld worden. Vraag een offerte aan.',
  de: 'Dieses Produkt ist derzeit nicht verfügbar und kann daher nicht direkt bestellt werden. Bitte fordern Sie ein Angebot an.',
  fr: "Ce produit n'est actuellement pas disponible et ne peut donc pas être commandé directement. Veuillez demander un devis.",
};

export const DELIVERY_OPTION_NOT_OFFERED: LocalizedText = {
  en: 'Transport not available: this delivery option is not offered for this product. Choose another option or request a quote.',
  nl: 'Transport niet beschikbaar: deze leveringsoptie wordt voor dit product niet aangeboden. Kies een andere optie of vraag een offerte aan.',
  de: 'Transport nicht verfügbar: Diese Lieferoption wird für dieses Produkt nicht angeboten. Wählen Sie eine andere Option oder fordern Sie ein Angebot an.',
  fr: "Transport non disponible : cette option de livraison n'est pas proposée pour ce produit. Choisissez une autre option ou demandez un devis.",
};

export const CART_FULL: LocalizedText = {
  en: 'A cart holds at most {max} lines. Please order these first or request a quote.',
  nl: 'Een winkelwagen bevat maximaal {max} regels. Bestel deze eerst of vraag een offerte aan.',
  de: 'Ein Warenkorb enthält höchstens {max} Positionen. Bitte bestellen Sie diese zuerst oder fordern Sie ein Angebot an.',
  fr: 'Un panier contient au maximum {max} lignes. Commandez-les d’abord ou demandez un devis.',
};
