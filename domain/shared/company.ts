/**
 * The company's fixed details, the same in every language: what the site,
 * the emails and the structured data for search engines show. Placeholders
 * for the demo; replace them before going live (docs/production.md).
 */
export const COMPANY = {
  name: 'Container Shop',
  legalName: 'Container Shop BV',
  phone: '+32 3 000 00 00',
  phoneHref: 'tel:+3230000000',
  email: 'info@containershop.example',
  street: 'Haven 1000',
  postalCode: '2030',
  city: 'Antwerpen',
  countryCode: 'BE',
  vatNumber: 'BE0000.000.000',
  /** Where bank-transfer orders are paid. */
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
} as const;

/** One line of the address, as cards and the footer show it. */
export const COMPANY_ADDRESS = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}`;
