import type { CheckoutCountry } from '../forms/checkout-form.js';
import type { LocalizedText } from '../shared/language.js';

/** Every sentence of the customer's order emails, in the four site languages. */
export const ORDER_EMAIL_TEXTS = {
  confirmationSubject: {
    nl: 'Orderbevestiging {orderNumber}',
    de: 'Bestellbestätigung {orderNumber}',
    fr: 'Confirmation de commande {orderNumber}',
    en: 'Order confirmation {orderNumber}',
  },
  greeting: { nl: 'Beste {name},', de: 'Guten Tag {name},', fr: 'Bonjour {name},', en: 'Dear {name},' },
  thanks: {
    nl: 'Bedankt voor uw bestelling. Hieronder vindt u een overzicht.',
    de: 'Vielen Dank für Ihre Bestellung. Hier ist eine Übersicht.',
    fr: 'Merci pour votre commande. En voici le récapitulatif.',
    en: 'Thank you for your order. Here is an overview.',
  },
  paidByCard: {
    nl: 'Uw betaling is ontvangen.',
    de: 'Ihre Zahlung ist eingegangen.',
    fr: 'Votre paiement a bien été reçu.',
    en: 'Your payment has been received.',
  },
  invoiceNotice: {
    nl: 'U ontvangt binnen 1 werkdag een factuur.',
    de: 'Sie erhalten innerhalb von 1 Werktag eine Rechnung.',
    fr: 'Vous recevrez une facture dans un délai d’un jour ouvrable.',
    en: 'You will receive an invoice within 1 working day.',
  },
  orderNumber: { nl: 'Bestelnummer', de: 'Bestellnummer', fr: 'Numéro de commande', en: 'Order number' },
  product: { nl: 'Product', de: 'Produkt', fr: 'Produit', en: 'Product' },
  quantity: { nl: 'Aantal', de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  unitPrice: { nl: 'Stukprijs', de: 'Stückpreis', fr: 'Prix unitaire', en: 'Unit price' },
  transport: { nl: 'Transport', de: 'Transport', fr: 'Transport', en: 'Transport' },
  lineTotal: { nl: 'Totaal', de: 'Summe', fr: 'Total', en: 'Total' },
  subtotal: { nl: 'Subtotaal (excl. btw)', de: 'Zwischensumme (netto)', fr: 'Sous-total (HTVA)', en: 'Subtotal (excl. VAT)' },
  total: { nl: 'Totaal (incl. btw)', de: 'Gesamtbetrag (brutto)', fr: 'Total (TVAC)', en: 'Total (incl. VAT)' },
  shippingAddress: { nl: 'Leveradres', de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Shipping address' },
  billingAddress: { nl: 'Factuuradres', de: 'Rechnungsadresse', fr: 'Adresse de facturation', en: 'Billing address' },
  sameAsShipping: {
    nl: 'Zelfde als het leveradres',
    de: 'Wie die Lieferadresse',
    fr: 'Identique à l’adresse de livraison',
    en: 'Same as the shipping address',
  },
  vatNumber: { nl: 'Btw-nummer', de: 'USt-IdNr.', fr: 'Numéro de TVA', en: 'VAT number' },
  questions: {
    nl: 'Hebt u vragen? Antwoord gerust op deze e-mail.',
    de: 'Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail.',
    fr: 'Des questions ? Répondez simplement à cet e-mail.',
    en: 'Any questions? Simply reply to this email.',
  },
  regards: { nl: 'Met vriendelijke groeten,', de: 'Mit freundlichen Grüßen', fr: 'Cordialement,', en: 'Kind regards,' },
  bankTransferSubject: {
    nl: 'Betalingsgegevens voor bestelling {orderNumber}',
    de: 'Zahlungsinformationen zu Bestellung {orderNumber}',
    fr: 'Instructions de paiement pour la commande {orderNumber}',
    en: 'Payment instructions for order {orderNumber}',
  },
  bankTransferTitle: {
    nl: 'Betaling via overschrijving',
    de: 'Zahlung per Überweisung',
    fr: 'Paiement par virement',
    en: 'Payment by bank transfer',
  },
  bankTransferIntro: {
    nl: 'Schrijf het totaalbedrag over naar de onderstaande rekening en vermeld de gestructureerde mededeling.',
    de: 'Bitte überweisen Sie den Gesamtbetrag auf das folgende Konto und geben Sie die strukturierte Mitteilung an.',
    fr: 'Veuillez virer le montant total sur le compte ci-dessous en indiquant la communication structurée.',
    en: 'Please transfer the total amount to the account below, quoting the structured communication.',
  },
  beneficiary: { nl: 'Begunstigde', de: 'Empfänger', fr: 'Bénéficiaire', en: 'Beneficiary' },
  amount: { nl: 'Bedrag', de: 'Betrag', fr: 'Montant', en: 'Amount' },
  communication: {
    nl: 'Gestructureerde mededeling',
    de: 'Strukturierte Mitteilung',
    fr: 'Communication structurée',
    en: 'Structured communication',
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;

export const COUNTRY_NAMES: Readonly<Record<CheckoutCountry, LocalizedText>> = {
  belgium: { nl: 'België', de: 'Belgien', fr: 'Belgique', en: 'Belgium' },
  germany: { nl: 'Duitsland', de: 'Deutschland', fr: 'Allemagne', en: 'Germany' },
  netherlands: { nl: 'Nederland', de: 'Niederlande', fr: 'Pays-Bas', en: 'Netherlands' },
};
