/**
 * Peppol electronic addresses (EN 16931 BT-34 / BT-49) with their EAS scheme:
 * a Belgian company by its enterprise number (0208), other businesses by their
 * VAT number in their country's VAT scheme, a consumer by email (EM).
 * Source: the Peppol EAS code list (Electronic Address Scheme).
 */
export interface PeppolEndpoint {
  readonly scheme: string;
  readonly id: string;
}

const VAT_SCHEMES: Readonly<Record<string, string>> = {
  NL: '9944',
  DE: '9930',
  FR: '9957',
  LU: '9938',
  AT: '9914',
  IT: '0211',
};

export const belgianEnterpriseEndpoint = (enterpriseNumber: string): PeppolEndpoint => ({ scheme: '0208', id: enterpriseNumber });

export const buyerEndpoint = (buyer: { readonly vatNumber: string | null; readonly email: string }): PeppolEndpoint => {
  if (buyer.vatNumber === null) return { scheme: 'EM', id: buyer.email };
  const prefix = buyer.vatNumber.slice(0, 2);
  if (prefix === 'BE') return belgianEnterpriseEndpoint(buyer.vatNumber.slice(2));
  const scheme = VAT_SCHEMES[prefix];
  return scheme === undefined ? { scheme: 'EM', id: buyer.email } : { scheme, id: buyer.vatNumber };
};
