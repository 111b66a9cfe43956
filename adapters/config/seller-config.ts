import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { isBelgianEnterpriseNumber } from '../../domain/invoices/invoice-rules.js';
import { COMPANY } from '../../domain/shared/company.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The demo shop's seller: valid check digits, not a real company (docs/invoicing.md). */
export const DEMO_SELLER: SellerDetails = {
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  street: COMPANY.street,
  postalCode: COMPANY.postalCode,
  city: COMPANY.city,
  countryCode: 'BE',
  vatNumber: 'BE0123456749',
  enterpriseNumber: '0123456749',
  iban: COMPANY.iban.replace(/\s/g, ''),
  bic: COMPANY.bic,
  email: COMPANY.email,
  phone: COMPANY.phone,
};

const VARIABLES = {
  name: 'COMPANY_NAME',
  legalName: 'COMPANY_LEGAL_NAME',
  street: 'COMPANY_STREET',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  enterpriseNumber: 'COMPANY_ENTERPRISE_NUMBER',
  iban: 'COMPANY_IBAN',
  bic: 'COMPANY_BIC',
  email: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
} as const satisfies Partial<Record<keyof SellerDetails, string>>;

/** IBAN check digits (ISO 13616: the rearranged number is 1 mod 97). */
const isIban = (value: string): boolean => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(value)) return false;
  const numeric = `${value.slice(4)}${value.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
};

/**
 * The seller on every invoice, from COMPANY_* variables; each one left unset keeps
 * the demo's value. The Belgian VAT number is BE + the enterprise number.
 */
export const parseSellerConfig = (env: Env, problems: string[]): SellerDetails => {
  const read = (key: keyof typeof VARIABLES): string => env[VARIABLES[key]]?.trim() || DEMO_SELLER[key];
  const enterpriseNumber = read('enterpriseNumber').replace(/[\s.]/g, '').replace(/^BE/i, '');
  const iban = read('iban').replace(/\s/g, '').toUpperCase();
  const bic = read('bic').toUpperCase();
  if (!isBelgianEnterpriseNumber(enterpriseNumber)) problems.push('COMPANY_ENTERPRISE_NUMBER must be a Belgian enterprise number with valid check digits (e.g. 0123.456.749)');
  if (!isIban(iban)) problems.push('COMPANY_IBAN must be an IBAN with valid check digits');
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) problems.push('COMPANY_BIC must be a BIC (8 or 11 characters)');
  return {
    name: read('name'),
    legalName: read('legalName'),
    street: read('street'),
    postalCode: read('postalCode'),
    city: read('city'),
    countryCode: 'BE',
    vatNumber: `BE${enterpriseNumber}`,
    enterpriseNumber,
    iban,
    bic,
    email: read('email'),
    phone: read('phone'),
  };
};
