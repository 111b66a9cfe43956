/** Belgian businesses receive their documents through Peppol (mandatory B2B e-invoicing since 2026). */
export const viaPeppol = (buyerVatNumber: string | null): boolean => buyerVatNumber !== null && buyerVatNumber.startsWith('BE');
