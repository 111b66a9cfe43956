import type { LocalizedText } from '../shared/language.js';

/** The texts of rental documents and emails, in the four site languages. */
export const RENTAL_TEXTS = {
  invoiceLine: {
    nl: 'Huur {title}, periode {index}: {start} t/m {end} ({days} dagen)',
    de: 'Miete {title}, Zeitraum {index}: {start} bis {end} ({days} Tage)',
    fr: 'Location {title}, période {index} : du {start} au {end} ({days} jours)',
    en: 'Rent {title}, period {index}: {start} to {end} ({days} days)',
  },
  creditLine: {
    nl: 'Niet gebruikte huur {title}, periode {index}: {start} t/m {end} ({days} dagen)',
    de: 'Nicht genutzte Miete {title}, Zeitraum {index}: {start} bis {end} ({days} Tage)',
    fr: 'Location non utilisée {title}, période {index} : du {start} au {end} ({days} jours)',
    en: 'Unused rent {title}, period {index}: {start} to {end} ({days} days)',
  },
  openedSubject: {
    nl: 'Uw huurcontract voor {title} (bestelling {order})',
    de: 'Ihr Mietvertrag für {title} (Bestellung {order})',
    fr: 'Votre contrat de location pour {title} (commande {order})',
    en: 'Your rental contract for {title} (order {order})',
  },
  openedBody: {
    nl: 'Bedankt voor uw huur. De eerste huurperiode van 30 dagen is betaald en loopt vanaf de dag van levering. Daarna ontvangt u elke 30 dagen een factuur, {lead} dagen voor de periode begint. Op uw huurpagina ziet u de periodes en facturen en kunt u opzeggen.',
    de: 'Vielen Dank für Ihre Miete. Der erste Mietzeitraum von 30 Tagen ist bezahlt und läuft ab dem Liefertag. Danach erhalten Sie alle 30 Tage eine Rechnung, {lead} Tage bevor der Zeitraum beginnt. Auf Ihrer Mietseite sehen Sie Zeiträume und Rechnungen und können kündigen.',
    fr: 'Merci pour votre location. La première période de location de 30 jours est payée et court à partir du jour de livraison. Ensuite, vous recevez une facture tous les 30 jours, {lead} jours avant le début de la période. Sur votre page de location, vous voyez les périodes et les factures et pouvez donner votre préavis.',
    en: 'Thank you for renting with us. The first rental period of 30 days is paid and runs from the day of delivery. After that you receive an invoice every 30 days, {lead} days before the period starts. Your rental page shows the periods and invoices, and is where you give notice.',
  },
  invoiceSubject: {
    nl: 'Uw factuur {number}: huur {title}, periode {index}',
    de: 'Ihre Rechnung {number}: Miete {title}, Zeitraum {index}',
    fr: 'Votre facture {number} : location {title}, période {index}',
    en: 'Your invoice {number}: rent {title}, period {index}',
  },
  invoiceBody: {
    nl: 'In de bijlage vindt u de factuur voor de volgende huurperiode (pdf, en voor bedrijven met een Peppol-adres ook als elektronische factuur). Gelieve te betalen per overschrijving met de gestructureerde mededeling.',
    de: 'Im Anhang finden Sie die Rechnung für den nächsten Mietzeitraum (PDF, für Unternehmen mit Peppol-Adresse auch als elektronische Rechnung). Bitte zahlen Sie per Überweisung mit der strukturierten Mitteilung.',
    fr: 'Vous trouverez en pièce jointe la facture de la prochaine période de location (PDF, et pour les entreprises avec une adresse Peppol aussi en facture électronique). Veuillez payer par virement avec la communication structurée.',
    en: 'Attached is the invoice for the next rental period (PDF, and for businesses with a Peppol address also as an electronic invoice). Please pay by bank transfer with the structured communication.',
  },
  creditSubject: {
    nl: 'Uw creditnota {number}: niet gebruikte huur {title}',
    de: 'Ihre Gutschrift {number}: nicht genutzte Miete {title}',
    fr: 'Votre note de crédit {number} : location non utilisée {title}',
    en: 'Your credit note {number}: unused rent {title}',
  },
  creditBody: {
    nl: 'De containers zijn opgehaald. In de bijlage vindt u de creditnota voor de huurdagen die u vooraf betaalde maar niet gebruikte.',
    de: 'Die Container wurden abgeholt. Im Anhang finden Sie die Gutschrift für die im Voraus bezahlten, aber nicht genutzten Miettage.',
    fr: 'Les conteneurs ont été enlevés. Vous trouverez en pièce jointe la note de crédit pour les jours de location payés d’avance mais non utilisés.',
    en: 'The containers have been picked up. Attached is the credit note for the rental days you paid in advance but did not use.',
  },
  reminderSubject: {
    nl: 'Herinnering: factuur {number} is nog niet betaald',
    de: 'Erinnerung: Rechnung {number} ist noch nicht bezahlt',
    fr: "Rappel : la facture {number} n'est pas encore payée",
    en: 'Reminder: invoice {number} has not been paid yet',
  },
  reminderBody: {
    nl: 'Wij ontvingen nog geen betaling voor factuur {number}, vervallen op {due}. Wilt u het bedrag overschrijven met de gestructureerde mededeling? Hebt u intussen betaald, dan mag u deze e-mail negeren.',
    de: 'Für die am {due} fällige Rechnung {number} haben wir noch keine Zahlung erhalten. Bitte überweisen Sie den Betrag mit der strukturierten Mitteilung. Haben Sie inzwischen bezahlt, können Sie diese E-Mail ignorieren.',
    fr: "Nous n'avons pas encore reçu le paiement de la facture {number}, échue le {due}. Merci de virer le montant avec la communication structurée. Si vous avez payé entre-temps, ignorez cet e-mail.",
    en: 'We have not received payment of invoice {number}, due on {due}. Please transfer the amount with the structured communication. If you have paid meanwhile, please ignore this email.',
  },
  noticeSubject: {
    nl: 'Opzeg ontvangen: ophaling op {date}',
    de: 'Kündigung erhalten: Abholung am {date}',
    fr: 'Préavis reçu : enlèvement le {date}',
    en: 'Notice received: pick-up on {date}',
  },
  noticeBody: {
    nl: 'Wij halen de containers ({title}) op {date} op. De huur loopt tot die dag; na de ophaling rekenen we per dag af (minstens 30 dagen in totaal).',
    de: 'Wir holen die Container ({title}) am {date} ab. Die Miete läuft bis zu diesem Tag; nach der Abholung rechnen wir tageweise ab (mindestens 30 Tage insgesamt).',
    fr: "Nous enlevons les conteneurs ({title}) le {date}. La location court jusqu'à ce jour ; après l'enlèvement, nous facturons au jour près (30 jours au minimum au total).",
    en: 'We pick up the containers ({title}) on {date}. The rent runs until that day; after the pick-up it is settled per day (30 days at least in all).',
  },
  endedSubject: {
    nl: 'Uw huur van {title} is beëindigd',
    de: 'Ihre Miete von {title} ist beendet',
    fr: 'Votre location de {title} est terminée',
    en: 'Your rental of {title} has ended',
  },
  endedBody: {
    nl: 'De huur is beëindigd op {date}: {days} huurdagen in totaal. Een laatste factuur of creditnota volgt in een aparte e-mail als er nog iets te verrekenen is.',
    de: 'Die Miete endete am {date}: insgesamt {days} Miettage. Eine letzte Rechnung oder Gutschrift folgt in einer eigenen E-Mail, falls noch etwas abzurechnen ist.',
    fr: "La location s'est terminée le {date} : {days} jours de location au total. Une dernière facture ou note de crédit suit dans un e-mail séparé s'il reste quelque chose à régler.",
    en: 'The rental ended on {date}: {days} rental days in all. A last invoice or credit note follows in a separate email if anything is left to settle.',
  },
  rentalPage: {
    nl: 'Uw huurpagina (persoonlijke link, deel ze niet):',
    de: 'Ihre Mietseite (persönlicher Link, bitte nicht weitergeben):',
    fr: 'Votre page de location (lien personnel, ne le partagez pas) :',
    en: 'Your rental page (a personal link, do not share it):',
  },
  amount: { nl: 'Bedrag', de: 'Betrag', fr: 'Montant', en: 'Amount' },
  dueDate: { nl: 'Te betalen uiterlijk', de: 'Zahlbar bis', fr: 'À payer au plus tard le', en: 'Due by' },
  iban: { nl: 'Rekening (IBAN)', de: 'Konto (IBAN)', fr: 'Compte (IBAN)', en: 'Account (IBAN)' },
  communication: { nl: 'Gestructureerde mededeling', de: 'Strukturierte Mitteilung', fr: 'Communication structurée', en: 'Structured communication' },
  containers: { nl: 'Containers', de: 'Container', fr: 'Conteneurs', en: 'Containers' },
  delivery: { nl: 'Levering', de: 'Lieferung', fr: 'Livraison', en: 'Delivery' },
  nextInvoice: { nl: 'Volgende factuur', de: 'Nächste Rechnung', fr: 'Prochaine facture', en: 'Next invoice' },
  period: { nl: 'Periode', de: 'Zeitraum', fr: 'Période', en: 'Period' },
} as const satisfies Record<string, LocalizedText>;
