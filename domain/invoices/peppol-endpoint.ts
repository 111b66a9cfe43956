/**
 * Peppol electronic addresses (EN 16931 BT-34 / BT-49) with their EAS scheme:
 * a Belgian company by its enterprise number (0208), other businesses by their
 * VAT number in their country's VAT scheme. A consumer (or a business without a
 * VAT number) has none: "EM" (email) is not in the Peppol EAS code list
 * (PEPPOL-EN16931-CL008), so no Peppol BIS document can address them.
 * Source: the Peppol EAS code list (Electronic Address Scheme).
 */
export interface PeppolEndpoint {
  readonly scheme: string;
  readonly id: string;
}

/** The Peppol EAS code list (release 2025-05) the rules check BT-34 / BT-49 schemes against. */
export const PEPPOL_EAS_SCHEMES: ReadonlySet<string> = new Set(
  (
    '0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184 0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 ' +
    '0200 0201 0202 0203 0204 0205 0208 0209 0210 0211 0212 0213 0215 0216 0217 0218 0221 0225 0230 0235 0240 9910 9913 9914 9915 9918 9919 9920 9922 9923 ' +
    '9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959'
  ).split(' '),
);

const VAT_SCHEMES: Readonly<Record<string, string>> = {
  NL: '9944',
  DE: '9930',
  FR: '9957',
  LU: '9938',
  AT: '9914',
  IT: '0211',
};

export const belgianEnterpriseEndpoint = (enterpriseNumber: string): PeppolEndpoint => ({ scheme: '0208', id: enterpriseNumber });

/** The buyer's Peppol address, or null when the buyer has none (see above). */
export const buyerEndpoint = (buyer: { readonly vatNumber: string | null }): PeppolEndpoint | null => {
  if (buyer.vatNumber === null) return null;
  const prefix = buyer.vatNumber.slice(0, 2);
  if (prefix === 'BE') return belgianEnterpriseEndpoint(buyer.vatNumber.slice(2));
  const scheme = VAT_SCHEMES[prefix];
  return scheme === undefined ? null : { scheme, id: buyer.vatNumber };
};
