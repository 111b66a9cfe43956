import type { LocalizedText } from '../../domain/shared/language.js';

/** What the admin inbox answers when something cannot be done (nl, de, fr, en). */
export const ADMIN_INBOX_MESSAGES = {
  orderNotFound: { nl: 'Bestelling niet gevonden.', de: 'Bestellung nicht gefunden.', fr: 'Commande introuvable.', en: 'Order not found.' },
  quoteNotFound: { nl: 'Offerteaanvraag niet gevonden.', de: 'Angebotsanfrage nicht gefunden.', fr: 'Demande de devis introuvable.', en: 'Quote request not found.' },
  messageNotFound: { nl: 'Bericht niet gevonden.', de: 'Nachricht nicht gefunden.', fr: 'Message introuvable.', en: 'Message not found.' },
  attachmentNotFound: { nl: 'Bijlage niet gevonden.', de: 'Anhang nicht gefunden.', fr: 'Pièce jointe introuvable.', en: 'Attachment not found.' },
  emailNotFound: { nl: 'E-mail niet gevonden.', de: 'E-Mail nicht gefunden.', fr: 'E-mail introuvable.', en: 'Email not found.' },
  onlyDeadRetried: {
    nl: 'Alleen mislukte e-mails kunnen opnieuw worden verstuurd.',
    de: 'Nur fehlgeschlagene E-Mails können erneut gesendet werden.',
    fr: 'Seuls les e-mails en échec peuvent être renvoyés.',
    en: 'Only failed emails can be retried.',
  },
  linkInvalid: {
    nl: 'Deze downloadlink is ongeldig of verlopen. Open het bericht opnieuw voor een nieuwe link.',
    de: 'Dieser Download-Link ist ungültig oder abgelaufen. Öffnen Sie die Nachricht erneut für einen neuen Link.',
    fr: 'Ce lien de téléchargement est invalide ou a expiré. Rouvrez le message pour obtenir un nouveau lien.',
    en: 'This download link is invalid or has expired. Open the message again for a new link.',
  },
  statusChangedMeanwhile: {
    nl: 'De status van de bestelling is intussen gewijzigd. Laad de bestelling opnieuw.',
    de: 'Der Status der Bestellung wurde inzwischen geändert. Laden Sie die Bestellung neu.',
    fr: 'Le statut de la commande a changé entre-temps. Rechargez la commande.',
    en: 'The order status changed in the meantime. Reload the order.',
  },
  invalidStatus: { nl: 'Onbekende status.', de: 'Unbekannter Status.', fr: 'Statut inconnu.', en: 'Unknown status.' },
  invalidDate: {
    nl: 'Gebruik een datum als JJJJ-MM-DD of een ISO-tijdstip.',
    de: 'Verwenden Sie ein Datum als JJJJ-MM-TT oder einen ISO-Zeitpunkt.',
    fr: 'Utilisez une date au format AAAA-MM-JJ ou un horodatage ISO.',
    en: 'Use a date as YYYY-MM-DD or an ISO timestamp.',
  },
  rangeReversed: {
    nl: '"to" moet na "from" liggen.',
    de: '"to" muss nach "from" liegen.',
    fr: '« to » doit être postérieur à « from ».',
    en: '"to" must be after "from".',
  },
} as const satisfies Record<string, LocalizedText>;

const STATUS_LABELS: Readonly<Record<string, LocalizedText>> = {
  pending: { nl: 'in afwachting', de: 'ausstehend', fr: 'en attente', en: 'pending' },
  paid: { nl: 'betaald', de: 'bezahlt', fr: 'payée', en: 'paid' },
  processing: { nl: 'in behandeling', de: 'in Bearbeitung', fr: 'en traitement', en: 'processing' },
  shipped: { nl: 'verzonden', de: 'versandt', fr: 'expédiée', en: 'shipped' },
  completed: { nl: 'afgerond', de: 'abgeschlossen', fr: 'terminée', en: 'completed' },
  cancelled: { nl: 'geannuleerd', de: 'storniert', fr: 'annulée', en: 'cancelled' },
};

const label = (status: string, language: keyof LocalizedText): string => STATUS_LABELS[status]?.[language] ?? status;

export const transitionRefused = (from: string, to: string, reason: 'not-allowed' | 'not-bank-transfer'): LocalizedText =>
  reason === 'not-bank-transfer'
    ? {
        nl: 'Alleen een bestelling met overschrijving kan handmatig als betaald worden gemarkeerd.',
        de: 'Nur eine Bestellung per Überweisung kann manuell als bezahlt markiert werden.',
        fr: 'Seule une commande payée par virement peut être marquée payée manuellement.',
        en: 'Only a bank-transfer order can be marked paid by hand.',
      }
    : {
        nl: `Een bestelling kan niet van "${label(from, 'nl')}" naar "${label(to, 'nl')}" gaan.`,
        de: `Eine Bestellung kann nicht von „${label(from, 'de')}“ zu „${label(to, 'de')}“ wechseln.`,
        fr: `Une commande ne peut pas passer de « ${label(from, 'fr')} » à « ${label(to, 'fr')} ».`,
        en: `An order cannot go from "${label(from, 'en')}" to "${label(to, 'en')}".`,
      };

export const lineProblem = (line: number, text: string): LocalizedText => ({
  nl: `Regel ${line}: ${text}`,
  de: `Zeile ${line}: ${text}`,
  fr: `Ligne ${line} : ${text}`,
  en: `Line ${line}: ${text}`,
});
