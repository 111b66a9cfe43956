import type { CompanyDetails } from '../shared/company.js';

/** What the emails need of the configured company: its names for the signature, its account for bank transfers. */
export type EmailCompany = Pick<CompanyDetails, 'name' | 'legalName' | 'iban' | 'bic'>;

/** The staff member who signs the emails (the spec: signed by a staff member, 'Team …'). */
export const EMAIL_SIGNATORY = 'Sarah Peeters';
