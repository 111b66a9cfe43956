/**
 * The seller's legal details, the same in every language: what the site, the
 * emails, the invoices and the structured data show. In live mode they come
 * from the COMPANY_* variables (docs/security.md); the demo uses DEMO_COMPANY.
 */
export interface CompanyDetails {
  readonly name: string;
  readonly legalName: string;
  readonly phone: string;
  readonly phoneHref: string;
  readonly email: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly countryCode: string;
  readonly vatNumber: string;
  /** Belgian enterprise number (KBO/BCE), ten digits. */
  readonly enterpriseNumber: string;
  /** Where bank-transfer orders are paid. */
  readonly iban: string;
  readonly bic: string;
}

/**
 * The demo's placeholders: for the demo and the tests only. A live start whose
 * company details are these is refused (domain/go-live/go-live-checklist.ts).
 */
export const DEMO_COMPANY: CompanyDetails = {
  name: 'Container Shop',
  legalName: 'Container Shop BV',
  phone: '+32 3 000 00 00',
  phoneHref: 'tel:+3230000000',
  email: 'info@containershop.example',
  street: 'Haven 1000',
  postalCode: '2030',
  city: 'Antwerpen',
  countryCode: 'BE',
  vatNumber: 'BE0123.456.749',
  enterpriseNumber: '0123.456.749',
  /** Where bank-transfer orders are paid. */
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
};

/** One line of the address, as cards and the footer show it. */
export const companyAddress = (company: CompanyDetails): string => `${company.street}, ${company.postalCode} ${company.city}`;
