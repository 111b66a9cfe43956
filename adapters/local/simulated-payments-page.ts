import { formatEmailEuro } from '../../domain/email/email-money.js';
import { escapeHtml } from '../../domain/email/rendered-email.js';
import type { Language, LocalizedText } from '../../domain/shared/language.js';
import type { SimulatedSession } from './simulated-payments-gateway.js';

const TEXTS = {
  title: { nl: 'Demobetaling (gesimuleerd)', de: 'Demo-Zahlung (simuliert)', fr: 'Paiement de démo (simulé)', en: 'Demo payment (simulated)' },
  notice: {
    nl: 'Dit is de gesimuleerde betaalpagina van de demoshop. Er wordt geen echt geld overgemaakt.',
    de: 'Dies ist die simulierte Zahlungsseite des Demo-Shops. Es wird kein echtes Geld überwiesen.',
    fr: "Ceci est la page de paiement simulée de la boutique de démo. Aucun argent réel n'est transféré.",
    en: 'This is the demo shop’s simulated payment page. No real money is moved.',
  },
  order: { nl: 'Bestelling', de: 'Bestellung', fr: 'Commande', en: 'Order' },
  lines: { nl: 'Overzicht van de betaling', de: 'Zahlungsübersicht', fr: 'Récapitulatif du paiement', en: 'Payment summary' },
  total: { nl: 'Te betalen', de: 'Zu zahlen', fr: 'À payer', en: 'Amount due' },
  pay: { nl: 'Betalen', de: 'Bezahlen', fr: 'Payer', en: 'Pay' },
  cancel: { nl: 'Annuleren', de: 'Abbrechen', fr: 'Annuler', en: 'Cancel' },
  expired: {
    nl: 'Deze betaalsessie bestaat niet (meer).',
    de: 'Diese Zahlungssitzung existiert nicht (mehr).',
    fr: "Cette session de paiement n'existe pas (ou plus).",
    en: 'This payment session does not exist (any more).',
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;

const page = (language: Language, title: string, body: string): string => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; color: #1f2937; }
.notice { background: #fef3c7; padding: .75rem 1rem; border-radius: .5rem; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #e5e7eb; }
td.amount, th.amount { text-align: right; }
.actions { display: flex; gap: 1rem; }
button { font-size: 1rem; padding: .6rem 1.4rem; border-radius: .4rem; border: 1px solid #1d4ed8; cursor: pointer; }
button.pay { background: #1d4ed8; color: #fff; }
button.cancel { background: #fff; color: #1d4ed8; }
button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;

/** The simulated checkout page: what is paid, with Pay and Cancel buttons (plain forms, no script). */
export const simulatedCheckoutPage = (session: SimulatedSession, language: Language): string => {
  const money = (cents: number): string => escapeHtml(formatEmailEuro(cents, language));
  const rows = session.lines
    .map((line) => `<tr><td>${line.quantity} × ${escapeHtml(line.name)}</td><td class="amount">${money(line.unitAmount * line.quantity)}</td></tr>`)
    .join('\n');
  const base = `/api/payments/simulated/${encodeURIComponent(session.sessionId)}`;
  const body = `<h1>${escapeHtml(TEXTS.title[language])}</h1>
<p class="notice" role="note">${escapeHtml(TEXTS.notice[language])}</p>
<p>${escapeHtml(TEXTS.order[language])} ${session.orderNumber}</p>
<table aria-label="${escapeHtml(TEXTS.lines[language])}">
<caption>${escapeHtml(TEXTS.lines[language])}</caption>
${rows}
<tr><th scope="row">${escapeHtml(TEXTS.total[language])}</th><td class="amount"><strong>${money(session.amountTotal)}</strong></td></tr>
</table>
<div class="actions">
<form method="post" action="${base}/pay"><button type="submit" class="pay" aria-label="${escapeHtml(`${TEXTS.pay[language]} ${formatEmailEuro(session.amountTotal, language)}`)}">${escapeHtml(TEXTS.pay[language])}</button></form>
<form method="post" action="${base}/cancel"><button type="submit" class="cancel">${escapeHtml(TEXTS.cancel[language])}</button></form>
</div>`;
  return page(language, TEXTS.title[language], body);
};

/** The page for an unknown or forgotten session (sessions live in memory until the app restarts). */
export const simulatedCheckoutMissingPage = (language: Language): string =>
  page(language, TEXTS.title[language], `<h1>${escapeHtml(TEXTS.title[language])}</h1>\n<p role="alert">${escapeHtml(TEXTS.expired[language])}</p>`);
