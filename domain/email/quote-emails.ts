import type { EmailCompany } from './company-details.js';
import type { Condition, DeliveryOption } from '../catalogue/product.js';
import type { QuoteRequest } from '../forms/quote-form.js';
import { CONDITION_LABELS } from '../pricing/condition-label.js';
import type { QuoteSelectionFields } from '../purchase/quote-mapping.js';
import { fillTemplate, type Language, type LocalizedText } from '../shared/language.js';
import type { TransportCountry } from '../transport/transport-country.js';
import { TRANSPORT_COUNTRY_NAMES } from '../transport/transport-country.js';
import { emailDocument, keyValueTableHtml, keyValueText, signatureHtml, signatureText } from './email-layout.js';
import { formatEmailEuro } from './email-money.js';
import { escapeHtml, oneLine, type RenderedEmail } from './rendered-email.js';
import type { QuoteVatDecision } from '../vat/quote-vat.js';
import { VAT_NUMBER_LABEL, vatRateLabel } from '../vat/vat-texts.js';

/** Everything a quote's emails show: the validated form, the stored mapping and the product. */
export interface QuoteEmailData {
  readonly quoteId: string;
  readonly language: Language;
  readonly productTitle: string;
  readonly condition: Condition;
  readonly request: QuoteRequest;
  readonly fields: QuoteSelectionFields;
  /** The visitor's transport choice; null when none was made. */
  readonly transport: { readonly option: DeliveryOption; readonly country: TransportCountry | null; readonly postcode: string | null } | null;
  /** The VAT the quote states for this customer. */
  readonly vat: QuoteVatDecision;
  /** The configured company, who signs. */
  readonly company: EmailCompany;
}

/** The spec's fallback when the admin notification cannot be sent. */
export const QUOTE_FALLBACK_TEXT = 'A new quote request arrived, please check the database';

const DELIVERY_OPTION_NAMES: Readonly<Record<DeliveryOption, LocalizedText>> = {
  truck: { nl: 'Vrachtwagen', de: 'LKW', fr: 'Camion', en: 'Truck' },
  truck_with_crane: { nl: 'Vrachtwagen met kraan', de: 'LKW mit Kran', fr: 'Camion avec grue', en: 'Truck with crane' },
  self_pickup: { nl: 'Zelf ophalen', de: 'Selbstabholung', fr: 'Enlèvement sur place', en: 'Self pickup' },
};

const TEXTS = {
  subject: {
    nl: 'Uw offerteaanvraag: {product}',
    de: 'Ihre Angebotsanfrage: {product}',
    fr: 'Votre demande de devis : {product}',
    en: 'Your quote request: {product}',
  },
  greeting: { nl: 'Beste {name},', de: 'Guten Tag {name},', fr: 'Bonjour {name},', en: 'Dear {name},' },
  thanks: {
    nl: 'Bedankt voor uw offerteaanvraag. Wij nemen binnen 24 uur contact met u op.',
    de: 'Vielen Dank für Ihre Angebotsanfrage. Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
    fr: 'Merci pour votre demande de devis. Nous vous contacterons dans les 24 heures.',
    en: 'Thank you for your quote request. We will contact you within 24 hours.',
  },
  summary: { nl: 'Uw aanvraag', de: 'Ihre Anfrage', fr: 'Votre demande', en: 'Your request' },
  product: { nl: 'Product', de: 'Produkt', fr: 'Produit', en: 'Product' },
  condition: { nl: 'Staat', de: 'Zustand', fr: 'État', en: 'Condition' },
  quantity: { nl: 'Aantal', de: 'Menge', fr: 'Quantité', en: 'Quantity' },
  colour: { nl: 'Kleur', de: 'Farbe', fr: 'Couleur', en: 'Colour' },
  fromStock: { nl: 'Uit voorraad', de: 'Ab Lager', fr: 'Couleur du stock', en: 'From stock' },
  wishColour: { nl: 'Wenskleur RAL {ral}', de: 'Wunschfarbe RAL {ral}', fr: 'Couleur au choix RAL {ral}', en: 'Wish colour RAL {ral}' },
  transport: { nl: 'Transport', de: 'Transport', fr: 'Transport', en: 'Transport' },
  transportPrice: {
    nl: 'Geschatte transportprijs (excl. btw)',
    de: 'Geschätzter Transportpreis (netto)',
    fr: 'Prix de transport estimé (HTVA)',
    en: 'Estimated transport price (excl. VAT)',
  },
  deliveryDate: { nl: 'Gewenste leverdatum', de: 'Gewünschter Liefertermin', fr: 'Date de livraison souhaitée', en: 'Preferred delivery date' },
  deliveryAddress: { nl: 'Leveradres', de: 'Lieferadresse', fr: 'Adresse de livraison', en: 'Delivery address' },
  requirements: { nl: 'Speciale wensen', de: 'Besondere Anforderungen', fr: 'Exigences particulières', en: 'Special requirements' },
  vat: { nl: 'Btw', de: 'MwSt.', fr: 'TVA', en: 'VAT' },
  reply: {
    nl: 'Hebt u nog vragen? Antwoord gerust op deze e-mail.',
    de: 'Haben Sie noch Fragen? Antworten Sie einfach auf diese E-Mail.',
    fr: "Vous avez des questions ? Répondez simplement à cet e-mail.",
    en: 'Any questions? Simply reply to this email.',
  },
} as const satisfies Record<string, LocalizedText>;

const transportLabel = (data: QuoteEmailData, language: Language): string | null => {
  const { transport } = data;
  if (transport === null) return null;
  const place = [transport.country === null ? null : TRANSPORT_COUNTRY_NAMES[transport.country][language], transport.postcode]
    .filter((part): part is string => part !== null && part !== '')
    .join(' ');
  const option = DELIVERY_OPTION_NAMES[transport.option][language];
  return transport.option === 'self_pickup' || place === '' ? option : `${option}, ${place}`;
};

const vatSummary = (vat: QuoteVatDecision, language: Language): string => {
  const rate = vatRateLabel(vat.treatment.ratePercent, language);
  return vat.treatment.mention === null ? rate : `${rate}: ${vat.treatment.mention[language]}`;
};

const colourLabel = (data: QuoteEmailData, language: Language): string =>
  data.fields.colorType === 'wish_color' ? fillTemplate(TEXTS.wishColour[language], { ral: data.fields.ralColor }) : TEXTS.fromStock[language];

/** The selection rows, in the given language, optional rows left out. */
const summaryRows = (data: QuoteEmailData, language: Language): readonly (readonly [string, string])[] => {
  const transport = transportLabel(data, language);
  const price = data.fields.transportPrice;
  const rows: readonly (readonly [string, string | null])[] = [
    [TEXTS.product[language], data.productTitle],
    [TEXTS.condition[language], CONDITION_LABELS[data.condition][language]],
    [TEXTS.quantity[language], String(data.request.quantityRequested)],
    [TEXTS.colour[language], colourLabel(data, language)],
    [TEXTS.transport[language], transport],
    [TEXTS.transportPrice[language], price === null || price === 0 ? null : formatEmailEuro(price, language)],
    [TEXTS.deliveryDate[language], data.request.preferredDeliveryDate],
    [TEXTS.deliveryAddress[language], data.request.deliveryAddress],
    [TEXTS.requirements[language], data.request.specialRequirements],
    [VAT_NUMBER_LABEL[language], data.vat.vatNumber],
    [TEXTS.vat[language], vatSummary(data.vat, language)],
  ];
  return rows.flatMap(([label, value]) => (value === null ? [] : [[label, value] as const]));
};

/** The confirmation to the customer, in their language: contact within 24 hours, the request echoed, signed. */
export const quoteCustomerEmail = (data: QuoteEmailData): RenderedEmail => {
  const language = data.language;
  const subject = oneLine(fillTemplate(TEXTS.subject[language], { product: data.productTitle }));
  const greeting = fillTemplate(TEXTS.greeting[language], { name: data.request.customerName });
  const rows = summaryRows(data, language);
  const html = emailDocument(
    language,
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(TEXTS.thanks[language])}</p>`,
      `<h3>${escapeHtml(TEXTS.summary[language])}</h3>`,
      keyValueTableHtml(rows),
      `<p>${escapeHtml(TEXTS.reply[language])}</p>`,
      signatureHtml(language, data.company),
    ].join('\n'),
  );
  const text = [greeting, '', TEXTS.thanks[language], '', `${TEXTS.summary[language]}:`, keyValueText(rows), '', TEXTS.reply[language], '', signatureText(language, data.company)].join('\n');
  return { subject, html, text };
};

const orNotProvided = (value: string | null): string => value ?? 'not provided';

/** The notification to the company's mailbox (English): every field of the request. */
export const quoteAdminEmail = (data: QuoteEmailData): RenderedEmail => {
  const { request, fields } = data;
  const subject = oneLine(`New quote request: ${data.productTitle} (${request.quantityRequested}x) from ${request.customerName}`);
  const rows: readonly (readonly [string, string])[] = [
    ['Quote id', data.quoteId],
    ['Name', request.customerName],
    ['Email', request.email],
    ['Phone', orNotProvided(request.phone)],
    ['Company', orNotProvided(request.companyName)],
    ['Language', data.language],
    ['Request type', fields.requestType],
    ['Purchase option', fields.purchaseOption],
    ['Transport type', fields.transportType],
    ['RAL colour', fields.ralColor],
    ['Customer', data.vat.customerKind],
    ['VIES check', data.vat.vatNumber === null ? 'no VAT number' : `${data.vat.vatNumberCheck}${data.vat.viesConsultation === null ? '' : ` (consultation ${data.vat.viesConsultation})`}`],
    ...summaryRows(data, 'en'),
  ];
  const html = emailDocument('en', subject, [`<h2>${escapeHtml('New quote request')}</h2>`, keyValueTableHtml(rows)].join('\n'));
  return { subject, html, text: ['New quote request', '', keyValueText(rows)].join('\n') };
};

/** Sent instead of the notification when that cannot be delivered: short, no customer data but the id. */
export const quoteAdminFallbackEmail = (data: Pick<QuoteEmailData, 'quoteId'>): RenderedEmail => {
  const subject = 'New quote request';
  const text = `${QUOTE_FALLBACK_TEXT}.\n\nQuote id: ${data.quoteId}`;
  const html = emailDocument('en', subject, `<p>${escapeHtml(QUOTE_FALLBACK_TEXT)}.</p>\n<p>Quote id: ${escapeHtml(data.quoteId)}</p>`);
  return { subject, html, text };
};
