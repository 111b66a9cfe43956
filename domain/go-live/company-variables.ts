import { DEMO_COMPANY, type CompanyDetails } from '../shared/company.js';
import {
  compactIdentifier,
  isValidBelgianEnterpriseNumber,
  isValidBelgianVatNumber,
  isValidBic,
  isValidIban,
} from '../shared/company-identifiers.js';

/** The environment variables that carry the company's legal details, by field. */
export const COMPANY_VARIABLES = {
  name: 'COMPANY_NAME',
  legalName: 'COMPANY_LEGAL_NAME',
  street: 'COMPANY_STREET',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  countryCode: 'COMPANY_COUNTRY',
  vatNumber: 'COMPANY_VAT_NUMBER',
  enterpriseNumber: 'COMPANY_ENTERPRISE_NUMBER',
  iban: 'COMPANY_IBAN',
  bic: 'COMPANY_BIC',
  email: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
} as const;

type Field = keyof typeof COMPANY_VARIABLES;
type Env = Readonly<Record<string, string | undefined>>;

export interface CompanyReading {
  /** The details to use: configured values, the demo's where a variable is unset. */
  readonly company: CompanyDetails;
  /** Variables unset, still the demo's, or failing their check, each with why. */
  readonly problems: readonly { readonly variable: string; readonly reason: string }[];
}

const valueOf = (env: Env, field: Field): string | null => {
  const value = env[COMPANY_VARIABLES[field]]?.trim();
  return value === undefined || value === '' ? null : value;
};

/** Fields a real trader may share with the demo (its city, postcode, country): not refused for being equal. */
const SHARED_WITH_DEMO: readonly Field[] = ['city', 'postalCode', 'countryCode'];

const CHECKS: Partial<Record<Field, { readonly test: (value: string) => boolean; readonly reason: string }>> = {
  iban: { test: isValidIban, reason: 'is not a valid IBAN (ISO 13616 mod-97 check)' },
  bic: { test: isValidBic, reason: 'is not a BIC (ISO 9362: 8 or 11 characters)' },
  enterpriseNumber: { test: isValidBelgianEnterpriseNumber, reason: 'is not a Belgian enterprise number (check digits)' },
  vatNumber: { test: isValidBelgianVatNumber, reason: 'is not a Belgian VAT number (BE + enterprise number)' },
  countryCode: { test: (value) => /^[A-Z]{2}$/.test(value), reason: 'must be a two-letter country code (BE)' },
  email: { test: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), reason: 'must be an email address' },
};

/** Reads the COMPANY_* variables; pure, so the live start and `doctor` share it. */
export function readCompanyVariables(env: Env): CompanyReading {
  const problems: { variable: string; reason: string }[] = [];
  const pick = (field: Field): string => {
    const variable = COMPANY_VARIABLES[field];
    const value = valueOf(env, field);
    if (value === null) {
      problems.push({ variable, reason: 'is not set' });
      return String(DEMO_COMPANY[field]);
    }
    if (!SHARED_WITH_DEMO.includes(field) && compactIdentifier(value) === compactIdentifier(String(DEMO_COMPANY[field]))) {
      problems.push({ variable, reason: "is still the demo's placeholder" });
    }
    const check = CHECKS[field];
    if (check !== undefined && !check.test(field === 'countryCode' ? value.toUpperCase() : value)) problems.push({ variable, reason: check.reason });
    return value;
  };
  const phone = pick('phone');
  const enterpriseNumber = pick('enterpriseNumber');
  const vatNumber = pick('vatNumber');
  if (problems.every((problem) => problem.variable !== COMPANY_VARIABLES.vatNumber) && compactIdentifier(vatNumber).slice(2) !== compactIdentifier(enterpriseNumber)) {
    problems.push({ variable: COMPANY_VARIABLES.vatNumber, reason: 'must be BE followed by COMPANY_ENTERPRISE_NUMBER' });
  }
  const company: CompanyDetails = {
    name: pick('name'),
    legalName: pick('legalName'),
    phone,
    phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
    email: pick('email'),
    street: pick('street'),
    postalCode: pick('postalCode'),
    city: pick('city'),
    countryCode: pick('countryCode').toUpperCase(),
    vatNumber,
    enterpriseNumber,
    iban: pick('iban'),
    bic: pick('bic'),
  };
  return { company, problems };
}
