/** The company's fixed contact details, identical in every language (placeholders for the demo). */
export const COMPANY = {
  name: 'Container Shop',
  legalName: 'Container Shop BV',
  phone: '+32 3 000 00 00',
  phoneHref: 'tel:+3230000000',
  email: 'info@containershop.example',
  street: 'Haven 1000',
  postalCode: '2030',
  city: 'Antwerpen',
  country: 'België',
  vatNumber: 'BE0000.000.000',
} as const;

/** One line of the address, as cards and the footer show it. */
export const COMPANY_ADDRESS = `${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}`;

export const COMPANY_MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${COMPANY_ADDRESS}, Belgium`)}`;
