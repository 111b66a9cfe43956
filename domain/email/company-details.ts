import { COMPANY } from '../shared/company.js';

/**
 * The company as its emails name it. One constant, so the bank details and the
 * signature are changed in one place (see docs/email.md before going live).
 */
export const COMPANY_DETAILS = {
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  /** Where bank-transfer orders are paid. */
  iban: COMPANY.iban,
  bic: COMPANY.bic,
} as const;

/** The staff member who signs the emails (the spec: signed by a staff member, 'Team …'). */
export const EMAIL_SIGNATURE = {
  staffName: 'Sarah Peeters',
  team: `Team ${COMPANY_DETAILS.name}`,
} as const;
