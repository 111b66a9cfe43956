import type { LocalizedText } from '../../domain/shared/language.js';

/** Messages of the order and confirmation endpoints (spec point 8 wording where it gives one). */
export const ORDER_MESSAGES = {
  emptyCart: {
    nl: 'Bestelling plaatsen mislukt: uw winkelwagen is leeg.',
    de: 'Bestellung fehlgeschlagen: Ihr Warenkorb ist leer.',
    fr: 'Échec de la commande : votre panier est vide.',
    en: 'Failed to place order: your cart is empty.',
  },
  cartNotFound: {
    nl: 'Winkelwagen niet gevonden.',
    de: 'Warenkorb nicht gefunden.',
    fr: 'Panier introuvable.',
    en: 'Cart not found.',
  },
  orderNotFound: { nl: 'Bestelling niet gevonden', de: 'Bestellung nicht gefunden', fr: 'Commande introuvable', en: 'Order not found' },
  lineProblem: {
    nl: '"{title}": {reason} Verwijder het uit uw winkelwagen om de rest te bestellen.',
    de: '„{title}“: {reason} Entfernen Sie es aus dem Warenkorb, um den Rest zu bestellen.',
    fr: '« {title} » : {reason} Retirez-le du panier pour commander le reste.',
    en: '"{title}": {reason} Remove it from your cart to order the rest.',
  },
  cartChanged: {
    nl: 'Uw winkelwagen is intussen gewijzigd. Controleer hem en plaats de bestelling opnieuw.',
    de: 'Ihr Warenkorb wurde inzwischen geändert. Bitte prüfen Sie ihn und bestellen Sie erneut.',
    fr: 'Votre panier a été modifié entre-temps. Vérifiez-le et passez la commande à nouveau.',
    en: 'Your cart changed in the meantime. Please check it and place the order again.',
  },
  paymentError: {
    nl: 'Betalingsfout: de betaling kon niet gestart worden. Probeer het later opnieuw.',
    de: 'Zahlungsfehler: Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es später erneut.',
    fr: 'Erreur de paiement : le paiement n’a pas pu être lancé. Veuillez réessayer plus tard.',
    en: 'Payment Error: the payment could not be started. Please try again later.',
  },
  invalidSignature: {
    nl: 'Ongeldige handtekening.',
    de: 'Ungültige Signatur.',
    fr: 'Signature invalide.',
    en: 'Invalid signature.',
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;
