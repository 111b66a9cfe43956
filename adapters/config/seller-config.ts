import type { SellerDetails } from '../../domain/invoices/invoice-document.js';
import { compactIdentifier } from '../../domain/shared/company-identifiers.js';
import type { CompanyDetails } from '../../domain/shared/company.js';

/** The seller on invoices: the configured company details (COMPANY_*, read and checked in app-config), in the forms UBL wants. */
export const sellerOf = (company: CompanyDetails): SellerDetails => ({
  name: company.name,
  legalName: company.legalName,
  street: company.street,
  postalCode: company.postalCode,
  city: company.city,
  countryCode: company.countryCode,
  vatNumber: compactIdentifier(company.vatNumber),
  enterpriseNumber: compactIdentifier(company.enterpriseNumber).replace(/^BE/, ''),
  iban: compactIdentifier(company.iban),
  bic: compactIdentifier(company.bic),
  email: company.email,
  phone: company.phone,
});
