import type { LocalizedText } from '../shared/language.js';

/** Every message of rentals, in the four site languages; each names the field it is about. */
export const RENTAL_MESSAGES = {
  dateInvalid: {
    nl: '{field}: geef een datum als JJJJ-MM-DD.',
    de: '{field}: Geben Sie ein Datum als JJJJ-MM-TT an.',
    fr: '{field} : indiquez une date au format AAAA-MM-JJ.',
    en: '{field}: give a date as YYYY-MM-DD.',
  },
  deliveryTooFar: {
    nl: 'Leveringsdatum: mag hoogstens een jaar vooruit liggen (uiterlijk {latest}).',
    de: 'Lieferdatum: darf höchstens ein Jahr in der Zukunft liegen (spätestens {latest}).',
    fr: "Date de livraison : au plus un an à l'avance (au plus tard le {latest}).",
    en: 'Delivery date: at most a year ahead (by {latest} at the latest).',
  },
  deliveryBeforeOrder: {
    nl: 'Leveringsdatum: kan niet voor de bestelling liggen ({earliest}).',
    de: 'Lieferdatum: kann nicht vor der Bestellung liegen ({earliest}).',
    fr: 'Date de livraison : ne peut précéder la commande ({earliest}).',
    en: 'Delivery date: cannot be before the order ({earliest}).',
  },
  deliveryFixed: {
    nl: 'Leveringsdatum: ligt vast, er zijn al periodes vanaf deze datum gefactureerd.',
    de: 'Lieferdatum: steht fest, ab diesem Datum wurden bereits Zeiträume in Rechnung gestellt.',
    fr: 'Date de livraison : elle est fixée, des périodes ont déjà été facturées à partir de cette date.',
    en: 'Delivery date: it is fixed, periods from this date have been invoiced already.',
  },
  rentalEnded: {
    nl: '{field}: deze huur is beëindigd.',
    de: '{field}: Diese Miete ist beendet.',
    fr: '{field} : cette location est terminée.',
    en: '{field}: this rental has ended.',
  },
  noticeGiven: {
    nl: 'Leveringsdatum: de opzeg is al gegeven, de levering ligt vast.',
    de: 'Lieferdatum: Die Kündigung ist erfolgt, die Lieferung steht fest.',
    fr: 'Date de livraison : le préavis a été donné, la livraison est fixée.',
    en: 'Delivery date: notice has been given, the delivery is fixed.',
  },
  notDelivered: {
    nl: '{field}: de containers zijn nog niet geleverd.',
    de: '{field}: Die Container wurden noch nicht geliefert.',
    fr: "{field} : les conteneurs n'ont pas encore été livrés.",
    en: '{field}: the containers have not been delivered yet.',
  },
  noticeTooShort: {
    nl: 'Ophaaldatum: de opzegtermijn is {days} dagen; de vroegste ophaaldatum is {earliest}.',
    de: 'Abholdatum: Die Kündigungsfrist beträgt {days} Tage; frühestes Abholdatum ist der {earliest}.',
    fr: "Date d'enlèvement : le préavis est de {days} jours ; la date la plus proche est le {earliest}.",
    en: 'Pick-up date: the notice period is {days} days; the earliest pick-up date is {earliest}.',
  },
  beforeDelivery: {
    nl: '{field}: kan niet voor de levering liggen ({delivery}).',
    de: '{field}: kann nicht vor der Lieferung liegen ({delivery}).',
    fr: '{field} : ne peut précéder la livraison ({delivery}).',
    en: '{field}: cannot be before the delivery ({delivery}).',
  },
  endedByShop: {
    nl: 'Ophaaldatum: wij hebben deze huur beëindigd; de containers worden opgehaald op {pickup}. Neem contact met ons op om die dag te wijzigen.',
    de: 'Abholdatum: Wir haben diese Miete beendet; die Container werden am {pickup} abgeholt. Kontaktieren Sie uns, um diesen Tag zu ändern.',
    fr: "Date d'enlèvement : nous avons mis fin à cette location ; les conteneurs seront enlevés le {pickup}. Contactez-nous pour changer ce jour.",
    en: 'Pick-up date: we have ended this rental; the containers are picked up on {pickup}. Contact us to change that day.',
  },
  tooManyNotices: {
    nl: 'Ophaaldatum: de opzeg kan hoogstens {count} keer per dag gegeven of gewijzigd worden; wijzig hem morgen opnieuw, of neem contact met ons op.',
    de: 'Abholdatum: Die Kündigung kann höchstens {count}-mal am Tag erklärt oder geändert werden; ändern Sie sie morgen erneut oder kontaktieren Sie uns.',
    fr: "Date d'enlèvement : le préavis peut être donné ou modifié au plus {count} fois par jour ; modifiez-le à nouveau demain, ou contactez-nous.",
    en: 'Pick-up date: notice can be given or changed at most {count} times a day; change it again tomorrow, or contact us.',
  },
  linkExpired: {
    nl: 'Deze huur is beëindigd en de pagina is gesloten. Uw facturen kwamen met onze e-mails; vraag ons gerust een kopie.',
    de: 'Diese Miete ist beendet und ihre Seite geschlossen. Ihre Rechnungen kamen mit unseren E-Mails; fragen Sie uns gern nach einer Kopie.',
    fr: 'Cette location est terminée et sa page est fermée. Vos factures sont arrivées avec nos e-mails ; demandez-nous une copie si besoin.',
    en: 'This rental has ended and its page is closed. Your invoices came with our emails; ask us for a copy if you need one.',
  },
  pickupInFuture: {
    nl: 'Ophaaldatum: bevestig de ophaling op of na de dag zelf (vandaag is {today}).',
    de: 'Abholdatum: Bestätigen Sie die Abholung am Tag selbst oder danach (heute ist der {today}).',
    fr: "Date d'enlèvement : confirmez l'enlèvement le jour même ou après (aujourd'hui : {today}).",
    en: 'Pick-up date: confirm the pick-up on the day or after it (today is {today}).',
  },
  pickupTooFar: {
    nl: 'Ophaaldatum: mag hoogstens een jaar vooruit liggen (uiterlijk {latest}).',
    de: 'Abholdatum: darf höchstens ein Jahr in der Zukunft liegen (spätestens {latest}).',
    fr: "Date d'enlèvement : au plus un an à l'avance (au plus tard le {latest}).",
    en: 'Pick-up date: at most a year ahead (by {latest} at the latest).',
  },
  paidOnInFuture: {
    nl: 'Betaaldatum: kan niet in de toekomst liggen (vandaag is {today}).',
    de: 'Zahlungsdatum: kann nicht in der Zukunft liegen (heute ist der {today}).',
    fr: "Date de paiement : ne peut être dans le futur (aujourd'hui : {today}).",
    en: 'Payment date: cannot be in the future (today is {today}).',
  },
  stateInvalid: {
    nl: 'Status: kies active, ending of ended.',
    de: 'Status: Wählen Sie active, ending oder ended.',
    fr: 'Statut : choisissez active, ending ou ended.',
    en: 'State: choose active, ending or ended.',
  },
  rentalNotFound: {
    nl: 'Huurcontract niet gevonden.',
    de: 'Mietvertrag nicht gefunden.',
    fr: 'Contrat de location introuvable.',
    en: 'Rental contract not found.',
  },
  invoiceNotFound: {
    nl: 'Deze factuur hoort niet bij dit huurcontract.',
    de: 'Diese Rechnung gehört nicht zu diesem Mietvertrag.',
    fr: "Cette facture n'appartient pas à ce contrat de location.",
    en: 'This invoice does not belong to this rental contract.',
  },
  alreadyPaid: {
    nl: 'Deze factuur is al als betaald geboekt.',
    de: 'Diese Rechnung ist bereits als bezahlt verbucht.',
    fr: 'Cette facture est déjà enregistrée comme payée.',
    en: 'This invoice is already recorded as paid.',
  },
  changedMeanwhile: {
    nl: 'Het huurcontract is intussen gewijzigd. Laad het opnieuw en probeer nog eens.',
    de: 'Der Mietvertrag wurde inzwischen geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
    fr: 'Le contrat de location a été modifié entre-temps. Rechargez-le et réessayez.',
    en: 'The rental contract changed meanwhile. Reload it and try again.',
  },
} as const satisfies Record<string, LocalizedText>;

/** The names of the fields as the messages say them. */
export const RENTAL_FIELD_NAMES = {
  date: { nl: 'Datum', de: 'Datum', fr: 'Date', en: 'Date' },
  deliveryDate: { nl: 'Leveringsdatum', de: 'Lieferdatum', fr: 'Date de livraison', en: 'Delivery date' },
  pickupDate: { nl: 'Ophaaldatum', de: 'Abholdatum', fr: "Date d'enlèvement", en: 'Pick-up date' },
  paidOn: { nl: 'Betaaldatum', de: 'Zahlungsdatum', fr: 'Date de paiement', en: 'Payment date' },
} as const satisfies Record<string, LocalizedText>;
